import { InputError } from '@/lib/errors';
import { formatIpv4, maskToPrefix, parseIpv4, prefixToMask, wrapAddress } from '@/lib/ipv4';

export interface Subnet {
  /** The address as typed (normalised), which may lie anywhere in the block. */
  address: number;
  prefix: number;
  mask: number;
  network: number;
  broadcast: number;
  /** 2^(32 − prefix): every address of the block. */
  size: number;
}

/**
 * Parses `a.b.c.d`, `a.b.c.d/n`, `a.b.c.d <dotted mask>` (space or slash) and short forms with
 * missing trailing octets (`10/8`). A bare address is a /32. Throws InputError with an `ipv4.*`
 * or `subnet.*` reason key.
 */
export function parseSubnet(text: string): Subnet {
  const trimmed = text.trim();
  const match = /^([^\s/]+)(?:(?:\s*\/\s*|\s+)([^\s/]+))?$/.exec(trimmed);
  if (!match) throw new InputError('subnet.format');
  const [, addressText = '', maskText] = match;
  const address = parseIpv4(addressText, { allowShort: true });
  const prefix = maskText === undefined ? 32 : parseMask(maskText);
  return subnetOf(address, prefix);
}

function parseMask(text: string): number {
  if (text.includes('.')) {
    const mask = parseIpv4(text);
    const prefix = maskToPrefix(mask);
    if (prefix === undefined) throw new InputError('subnet.maskNotContiguous', { mask: text });
    return prefix;
  }
  if (!/^\d+$/.test(text)) throw new InputError('subnet.prefixNotNumber', { prefix: text });
  const prefix = Number(text);
  if (prefix > 32) throw new InputError('subnet.prefixTooLarge', { prefix: text });
  return prefix;
}

export function subnetOf(address: number, prefix: number): Subnet {
  const mask = prefixToMask(prefix);
  const network = (address & mask) >>> 0;
  const size = 2 ** (32 - prefix);
  return { address, prefix, mask, network, broadcast: network + size - 1, size };
}

/** RFC 3021: a /31 is a point-to-point link whose two addresses are both hosts; a /32 is one host. */
export const hasBroadcast = (subnet: Subnet): boolean => subnet.prefix <= 30;

/** Usable host addresses: all but network and broadcast, except /31 (2) and /32 (1). */
export const hostCount = (subnet: Subnet): number => (hasBroadcast(subnet) ? subnet.size - 2 : subnet.size);

export const firstHost = (subnet: Subnet): number => (hasBroadcast(subnet) ? subnet.network + 1 : subnet.network);
export const lastHost = (subnet: Subnet): number => (hasBroadcast(subnet) ? subnet.broadcast - 1 : subnet.broadcast);

/** Classful class by the first octet: A < 128, B < 192, C < 224, D < 240, else E. */
export function ipClass(address: number): 'A' | 'B' | 'C' | 'D' | 'E' {
  const first = address >>> 24;
  if (first < 128) return 'A';
  if (first < 192) return 'B';
  if (first < 224) return 'C';
  if (first < 240) return 'D';
  return 'E';
}

/** Dotted 8-bit groups: 11111111.11111111.11111111.00000000. */
export function toDottedBinary(value: number): string {
  return formatIpv4(value)
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('.');
}

export interface SubnetRow {
  key: string;
  value: string;
}

/** The calculator's rows, in screen order; `undefined` broadcast means "none with this mask". */
export function describeSubnet(subnet: Subnet): { rows: SubnetRow[]; broadcast?: string } {
  const rows: SubnetRow[] = [
    { key: 'netmask', value: `${formatIpv4(subnet.network)}/${subnet.prefix}` },
    { key: 'networkAddress', value: formatIpv4(subnet.network) },
    { key: 'networkMask', value: formatIpv4(subnet.mask) },
    { key: 'networkMaskBinary', value: toDottedBinary(subnet.mask) },
    { key: 'cidrNotation', value: `/${subnet.prefix}` },
    { key: 'wildcardMask', value: formatIpv4(~subnet.mask >>> 0) },
    { key: 'networkSize', value: String(subnet.size) },
    { key: 'usableHosts', value: String(hostCount(subnet)) },
    { key: 'firstAddress', value: formatIpv4(firstHost(subnet)) },
    { key: 'lastAddress', value: formatIpv4(lastHost(subnet)) },
  ];
  return { rows, broadcast: hasBroadcast(subnet) ? formatIpv4(subnet.broadcast) : undefined };
}

/** The adjacent block of the same size (`step` −1 or +1), wrapping around the address space. */
export function adjacentBlock(subnet: Subnet, step: -1 | 1): string {
  const network = wrapAddress(subnet.network + step * subnet.size);
  return `${formatIpv4(network)}/${subnet.prefix}`;
}

/** The address at `index` of the block (0 = network address). */
export const addressInBlock = (subnet: Subnet, index: number): string => formatIpv4(subnet.network + index);
