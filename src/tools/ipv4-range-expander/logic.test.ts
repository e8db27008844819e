import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { addressAt, cidrOf, expandRangeText, formatIpv4 } from './logic';

describe('expandRangeText', () => {
  it.each([
    // The tool's default.
    ['192.168.1.1', '192.168.6.255', 1535, '192.168.0.0', '192.168.7.255', 2048, '192.168.0.0/21'],
    ['10.0.0.0', '10.0.0.255', 256, '10.0.0.0', '10.0.0.255', 256, '10.0.0.0/24'],
    ['10.0.0.1', '10.0.0.1', 1, '10.0.0.1', '10.0.0.1', 1, '10.0.0.1/32'],
    ['10.0.0.0', '10.0.0.1', 2, '10.0.0.0', '10.0.0.1', 2, '10.0.0.0/31'],
    ['10.0.0.1', '10.0.0.2', 2, '10.0.0.0', '10.0.0.3', 4, '10.0.0.0/30'],
    ['172.16.0.0', '172.31.255.255', 1_048_576, '172.16.0.0', '172.31.255.255', 1_048_576, '172.16.0.0/12'],
    ['10.0.0.0', '10.255.255.255', 16_777_216, '10.0.0.0', '10.255.255.255', 16_777_216, '10.0.0.0/8'],
    ['127.255.255.255', '128.0.0.0', 2, '0.0.0.0', '255.255.255.255', 4_294_967_296, '0.0.0.0/0'],
    ['0.0.0.0', '255.255.255.255', 4_294_967_296, '0.0.0.0', '255.255.255.255', 4_294_967_296, '0.0.0.0/0'],
  ])('%s – %s', (start, end, oldCount, newStart, newEnd, newCount, cidr) => {
    const expansion = expandRangeText(start, end);
    expect(expansion.old.count).toBe(oldCount);
    expect(formatIpv4(expansion.expanded.start)).toBe(newStart);
    expect(formatIpv4(expansion.expanded.end)).toBe(newEnd);
    expect(expansion.expanded.count).toBe(newCount);
    expect(cidrOf(expansion)).toBe(cidr);
  });

  it('refuses an end lower than the start', () => {
    expect(() => expandRangeText('192.168.6.255', '192.168.1.1')).toThrow(new InputError('endBeforeStart'));
  });

  it.each([
    ['', '10.0.0.1', new InputError('ipv4.partCount', { count: 1 })],
    ['10.0.0', '10.0.0.1', new InputError('ipv4.partCount', { count: 3 })],
    ['10.0.0.1', '10.0.0.256', new InputError('ipv4.octetTooLarge', { part: '256' })],
    ['10.0.0.01', '10.0.0.2', new InputError('ipv4.leadingZero', { part: '01' })],
    ['10.0.0.1', '10.0.0.½', new InputError('ipv4.notDecimal', { part: '½' })],
    ['10..0.1', '10.0.0.2', new InputError('ipv4.emptyPart', { position: 2 })],
  ])('%j – %j is invalid', (start, end, error) => expect(() => expandRangeText(start, end)).toThrow(error));
});

describe('addressAt', () => {
  it('reaches any address of the largest range without listing it', () => {
    expect(addressAt(0, 0)).toBe('0.0.0.0');
    expect(addressAt(0, 2 ** 32 - 1)).toBe('255.255.255.255');
    expect(addressAt(expandRangeText('192.168.1.1', '192.168.6.255').old.start, 255)).toBe('192.168.2.0');
  });
});
