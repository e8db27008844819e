/// <reference lib="webworker" />
import { testRegex } from '@/tools/regex-tester/logic';

/**
 * The Regex Tester's runs. A pattern may backtrack for ever, so this worker serves nothing else:
 * the page terminates it past the time limit and the next run gets a fresh one.
 */
export const api = { testRegex };

export type RegexHost = typeof api;
