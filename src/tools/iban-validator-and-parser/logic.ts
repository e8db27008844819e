import { extractIBAN, friendlyFormatIBAN, isQRIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/** Message keys of ibantools' validation errors, in the library's order. */
export const IBAN_ERROR_KEYS: Record<ValidationErrorsIBAN, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'errors.noIbanProvided',
  [ValidationErrorsIBAN.NoIBANCountry]: 'errors.noIbanCountry',
  [ValidationErrorsIBAN.WrongBBANLength]: 'errors.wrongBbanLength',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'errors.wrongBbanFormat',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'errors.checksumNotNumber',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'errors.wrongIbanChecksum',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'errors.wrongAccountBankBranchChecksum',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'errors.qrIbanNotAllowed',
};

export interface IbanReport {
  /** Upper case, without spaces or dashes. */
  compact: string;
  valid: boolean;
  /** Message keys of what is wrong, empty when valid. */
  errors: string[];
  isQrIban: boolean;
  /** Only for a valid IBAN. */
  countryCode?: string;
  bban?: string;
  /** Groups of four characters. */
  friendly: string;
}

/** What a person typed or pasted, as the IBAN's electronic form: no spaces or dashes, upper case. */
export function compactIban(input: string): string {
  return input.replace(/[\s\-‐‑–]+/g, '').toUpperCase();
}

/** Validates and parses an IBAN; blank input gives null (nothing to show). */
export function parseIban(input: string): IbanReport | null {
  const compact = compactIban(input);
  if (!compact) return null;
  const { valid, errorCodes } = validateIBAN(compact);
  const parts = valid ? extractIBAN(compact) : undefined;
  return {
    compact,
    valid,
    errors: valid ? [] : errorCodes.map((code) => IBAN_ERROR_KEYS[code]),
    isQrIban: isQRIBAN(compact),
    countryCode: parts?.countryCode,
    bban: parts?.bban,
    friendly: friendlyFormatIBAN(compact) ?? compact,
  };
}

/** The examples offered on the page (published sample IBANs of France, Germany and the UK). */
export const EXAMPLE_IBANS = ['FR76 3000 6000 0112 3456 7890 189', 'DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19'];
