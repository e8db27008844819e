/// <reference lib="webworker" />
import { normalizeEmails } from '@/tools/email-normalizer/logic';
import { textStatistics } from '@/tools/text-statistics/logic';

/** Light line-by-line work on big texts (megabytes), done here so typing never waits on it. */
export const api = { textStatistics, normalizeEmails };
export type TextStatsHost = typeof api;
