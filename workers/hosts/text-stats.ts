/// <reference lib="webworker" />
import { textStatistics } from '@/tools/text-statistics/logic';

/** Text statistics of big texts (megabytes), counted here so typing never waits on the count. */
export const api = { textStatistics };
export type TextStatsHost = typeof api;
