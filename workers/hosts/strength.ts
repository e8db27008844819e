/// <reference lib="webworker" />
import { dictionaryAttack } from '@/tools/password-strength-analyser/dictionary-attack';

/** Password-strength host: zxcvbn-ts and its dictionaries (megabytes) load here, on first use. */
export const api = { dictionaryAttack };
export type StrengthHost = typeof api;
