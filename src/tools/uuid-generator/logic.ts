import { NIL, v1, v3, v4, v5, v7, type Version1Options, type Version7Options } from 'uuid';
import { InputError } from '@/lib/errors';

export const UUID_VERSIONS = ['NIL', 'v1', 'v3', 'v4', 'v5', 'v7'] as const;
export type UuidVersion = (typeof UUID_VERSIONS)[number];

/** RFC 9562 §6.6 predefined namespaces. */
export const NAMESPACES = {
  DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;
export type NamespaceName = keyof typeof NAMESPACES;

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 50;

export interface UuidOptions {
  version: UuidVersion;
  quantity: number;
  /** v3/v5 only. */
  namespace: string;
  /** v3/v5 only; UTF-8. */
  name: string;
}

// RFC variant (10xx) with versions 1–8, or the nil UUID; any case.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isValidNamespace = (value: string): boolean => UUID_PATTERN.test(value.trim()) || value.trim() === NIL;

/** A quantity the tool accepts: a whole number from 1 to 50. Also the check of stored and URL values. */
export const isValidQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;

/** The message key for a quantity that cannot be used (a decimal, or outside 1–50; NaN when empty). */
export function quantityError(quantity: number): 'quantityWhole' | 'quantityError' | undefined {
  if (Number.isFinite(quantity) && !Number.isInteger(quantity)) return 'quantityWhole';
  return isValidQuantity(quantity) ? undefined : 'quantityError';
}

export const isUuidVersion = (value: string): value is UuidVersion => (UUID_VERSIONS as readonly string[]).includes(value);

/** The preset whose UUID equals `namespace` (any case), if any. */
export function namespacePreset(namespace: string): NamespaceName | undefined {
  const lower = namespace.trim().toLowerCase();
  return (Object.keys(NAMESPACES) as NamespaceName[]).find((key) => NAMESPACES[key] === lower);
}

/**
 * `quantity` (1–50) lower-case UUIDs. v1 and v7 come from the library's monotonic state, so a
 * batch is increasing; v3/v5 are deterministic (the same value on every line).
 * Throws InputError 'quantityWhole', 'quantityError' or 'invalidUuid' (namespace, v3/v5 only).
 */
export function generateUuids({ version, quantity, namespace, name }: UuidOptions): string[] {
  const invalid = quantityError(quantity);
  if (invalid) throw new InputError(invalid);
  const one = uuidFactory(version, namespace, name);
  return Array.from({ length: quantity }, one);
}

function uuidFactory(version: UuidVersion, namespace: string, name: string): () => string {
  switch (version) {
    case 'NIL':
      return () => NIL;
    case 'v1':
      return () => v1();
    case 'v4':
      return () => v4();
    case 'v7':
      return () => v7();
    case 'v3':
    case 'v5': {
      if (!isValidNamespace(namespace)) throw new InputError('invalidUuid');
      const hash = version === 'v3' ? v3 : v5;
      const value = hash(name, namespace.trim().toLowerCase());
      return () => value;
    }
  }
}

/** A v1 UUID from explicit fields (RFC 9562 test vectors; normal use goes through generateUuids). */
export const uuidV1FromFields = (fields: Version1Options): string => v1(fields);
/** A v7 UUID from explicit fields (RFC 9562 test vectors). */
export const uuidV7FromFields = (fields: Version7Options): string => v7(fields);

/** The 60-bit Gregorian timestamp (100 ns units) of a v1 UUID, for ordering checks. */
export function v1Timestamp(uuid: string): bigint {
  const [low = '', mid = '', high = ''] = uuid.split('-');
  return (BigInt(`0x${high.slice(1)}`) << 48n) | (BigInt(`0x${mid}`) << 32n) | BigInt(`0x${low}`);
}
