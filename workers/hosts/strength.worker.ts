/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { dictionaryAttack } from '@/tools/password-strength-analyser/dictionary-attack';

/** Password-strength host: zxcvbn-ts and its dictionaries (megabytes) load here, on first use. */
const api = { dictionaryAttack };
export type StrengthHost = typeof api;
exposeHost(api);
