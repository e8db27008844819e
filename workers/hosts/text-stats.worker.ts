/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { textStatistics } from '@/tools/text-statistics/logic';

/** Text statistics of big texts (megabytes), counted here so typing never waits on the count. */
const api = { textStatistics };
export type TextStatsHost = typeof api;
exposeHost(api);
