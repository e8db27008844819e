/// <reference lib="webworker" />
import { formatSql } from '@/tools/sql-prettify/logic';

/** SQL formatting (sql-formatter and its dialects stay out of the page and of the other hosts). */
export const api = {
  formatSql,
};

export type SqlHost = typeof api;
