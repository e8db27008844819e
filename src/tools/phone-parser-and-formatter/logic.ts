import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { InputError } from '@/lib/errors';
import { regionSubtag } from './region';

/** libphonenumber-js number types, as the UI names them (keys of `types.*`). */
export const PHONE_TYPES = [
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'PERSONAL_NUMBER',
  'PREMIUM_RATE',
  'SHARED_COST',
  'TOLL_FREE',
  'UAN',
  'VOICEMAIL',
  'VOIP',
  'PAGER',
] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export interface PhoneReport {
  /** ISO 3166-1 alpha-2; undefined for non-geographic numbers (+800…) or when it cannot be told. */
  country?: string;
  countryCallingCode: string;
  isValid: boolean;
  isPossible: boolean;
  type?: PhoneType;
  international: string;
  national: string;
  e164: string;
  rfc3966: string;
}

/** Digits, spaces, + - ( ) only. */
const PHONE_CHARACTERS = /^[\d\s+\-()]*$/;

const COUNTRIES = new Set<string>(getCountries());

export const isCountryCode = (value: string): value is CountryCode => COUNTRIES.has(value);

/**
 * Parses a phone number with libphonenumber-js ("max" metadata). Without a default country the
 * number needs its +country code. Blank gives null; anything unparsable throws InputError('invalidPhone').
 */
export function parsePhone(text: string, defaultCountry: string): PhoneReport | null {
  if (!text.trim()) return null;
  if (!PHONE_CHARACTERS.test(text)) throw new InputError('invalidPhone');
  const number = parsePhoneNumberFromString(text, isCountryCode(defaultCountry) ? defaultCountry : undefined);
  if (!number) throw new InputError('invalidPhone');
  return {
    country: number.country,
    countryCallingCode: `+${number.countryCallingCode}`,
    isValid: number.isValid(),
    isPossible: number.isPossible(),
    type: number.getType(),
    international: number.formatInternational(),
    national: number.formatNational(),
    e164: number.format('E.164'),
    rfc3966: number.getURI(),
  };
}

export interface CountryOption {
  code: CountryCode;
  callingCode: string;
}

/** Every country libphonenumber-js knows, with its calling code. */
export function phoneCountries(): CountryOption[] {
  return getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));
}

/** The region of a BCP 47 language tag ("en-US" → "US") when it is a country we know; else ''. */
export function regionOfLanguage(language: string): string {
  const region = regionSubtag(language);
  return COUNTRIES.has(region) ? region : '';
}
