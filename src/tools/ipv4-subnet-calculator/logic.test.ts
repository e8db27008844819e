import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { adjacentBlock, addressInBlock, describeSubnet, hostCount, ipClass, parseSubnet } from './logic';

const rowsOf = (input: string): Record<string, string | undefined> => {
  const { rows, broadcast } = describeSubnet(parseSubnet(input));
  return { ...Object.fromEntries(rows.map((row) => [row.key, row.value])), broadcast };
};

describe('describeSubnet: known subnet facts', () => {
  it.each([
    {
      input: '192.168.0.1/24',
      netmask: '192.168.0.0/24',
      networkAddress: '192.168.0.0',
      networkMask: '255.255.255.0',
      networkMaskBinary: '11111111.11111111.11111111.00000000',
      cidrNotation: '/24',
      wildcardMask: '0.0.0.255',
      networkSize: '256',
      usableHosts: '254',
      firstAddress: '192.168.0.1',
      lastAddress: '192.168.0.254',
      broadcast: '192.168.0.255',
    },
    {
      input: '10.20.30.40/8',
      netmask: '10.0.0.0/8',
      networkAddress: '10.0.0.0',
      networkMask: '255.0.0.0',
      networkMaskBinary: '11111111.00000000.00000000.00000000',
      cidrNotation: '/8',
      wildcardMask: '0.255.255.255',
      networkSize: '16777216',
      usableHosts: '16777214',
      firstAddress: '10.0.0.1',
      lastAddress: '10.255.255.254',
      broadcast: '10.255.255.255',
    },
    {
      input: '172.16.5.4/20',
      netmask: '172.16.0.0/20',
      networkAddress: '172.16.0.0',
      networkMask: '255.255.240.0',
      networkMaskBinary: '11111111.11111111.11110000.00000000',
      cidrNotation: '/20',
      wildcardMask: '0.0.15.255',
      networkSize: '4096',
      usableHosts: '4094',
      firstAddress: '172.16.0.1',
      lastAddress: '172.16.15.254',
      broadcast: '172.16.15.255',
    },
    {
      input: '203.0.113.77/30',
      netmask: '203.0.113.76/30',
      networkAddress: '203.0.113.76',
      networkMask: '255.255.255.252',
      networkMaskBinary: '11111111.11111111.11111111.11111100',
      cidrNotation: '/30',
      wildcardMask: '0.0.0.3',
      networkSize: '4',
      usableHosts: '2',
      firstAddress: '203.0.113.77',
      lastAddress: '203.0.113.78',
      broadcast: '203.0.113.79',
    },
    // RFC 3021: both addresses of a /31 are hosts, and there is no broadcast.
    {
      input: '192.0.2.1/31',
      netmask: '192.0.2.0/31',
      networkAddress: '192.0.2.0',
      networkMask: '255.255.255.254',
      networkMaskBinary: '11111111.11111111.11111111.11111110',
      cidrNotation: '/31',
      wildcardMask: '0.0.0.1',
      networkSize: '2',
      usableHosts: '2',
      firstAddress: '192.0.2.0',
      lastAddress: '192.0.2.1',
      broadcast: undefined,
    },
    {
      input: '198.51.100.7',
      netmask: '198.51.100.7/32',
      networkAddress: '198.51.100.7',
      networkMask: '255.255.255.255',
      networkMaskBinary: '11111111.11111111.11111111.11111111',
      cidrNotation: '/32',
      wildcardMask: '0.0.0.0',
      networkSize: '1',
      usableHosts: '1',
      firstAddress: '198.51.100.7',
      lastAddress: '198.51.100.7',
      broadcast: undefined,
    },
    {
      input: '1.2.3.4/0',
      netmask: '0.0.0.0/0',
      networkAddress: '0.0.0.0',
      networkMask: '0.0.0.0',
      networkMaskBinary: '00000000.00000000.00000000.00000000',
      cidrNotation: '/0',
      wildcardMask: '255.255.255.255',
      networkSize: '4294967296',
      usableHosts: '4294967294',
      firstAddress: '0.0.0.1',
      lastAddress: '255.255.255.254',
      broadcast: '255.255.255.255',
    },
  ])('$input', ({ input, ...expected }) => {
    expect(rowsOf(input)).toEqual(expected);
  });
});

describe('parseSubnet: accepted forms', () => {
  it.each([
    ['  192.168.0.1/24  ', '192.168.0.0/24'],
    ['192.168.0.1 / 24', '192.168.0.0/24'],
    ['192.168.0.1 255.255.255.0', '192.168.0.0/24'],
    ['192.168.0.1/255.255.252.0', '192.168.0.0/22'],
    ['10/8', '10.0.0.0/8'],
    ['172.16/12', '172.16.0.0/12'],
    ['10', '10.0.0.0/32'],
    ['255.255.255.255/32', '255.255.255.255/32'],
    ['0.0.0.0 0.0.0.0', '0.0.0.0/0'],
  ])('%j → %s', (input, netmask) => expect(rowsOf(input).netmask).toBe(netmask));
});

describe('parseSubnet: invalid input names the problem', () => {
  it.each([
    ['192.168.0.256/24', new InputError('ipv4.octetTooLarge', { part: '256' })],
    ['192.168.0.1/33', new InputError('subnet.prefixTooLarge', { prefix: '33' })],
    ['192.168.0.1/x', new InputError('subnet.prefixNotNumber', { prefix: 'x' })],
    ['192.168.0.1/-1', new InputError('subnet.prefixNotNumber', { prefix: '-1' })],
    ['192.168.0.1 255.0.255.0', new InputError('subnet.maskNotContiguous', { mask: '255.0.255.0' })],
    ['192.168.0.1 255.255.255', new InputError('ipv4.partCount', { count: 3 })],
    ['1.2.3.4.5', new InputError('ipv4.partCount', { count: 5 })],
    ['1..3.4', new InputError('ipv4.emptyPart', { position: 2 })],
    ['192.168.01.1', new InputError('ipv4.leadingZero', { part: '01' })],
    ['192.168.ä.1', new InputError('ipv4.notDecimal', { part: 'ä' })],
    ['١٩٢.168.0.1', new InputError('ipv4.notDecimal', { part: '١٩٢' })],
    ['1.2.3.4/8/8', new InputError('subnet.format')],
    ['1.2.3.4 8 8', new InputError('subnet.format')],
  ])('%j', (input, error) => {
    expect(() => parseSubnet(input)).toThrow(error);
    try {
      parseSubnet(input);
    } catch (thrown) {
      expect(thrown).toMatchObject({ key: error.key, params: error.params });
    }
  });
});

describe('blocks and addresses', () => {
  it.each([
    ['192.168.0.1/24', 1, '192.168.1.0/24'],
    ['192.168.0.1/24', -1, '192.167.255.0/24'],
    ['255.255.255.0/24', 1, '0.0.0.0/24'],
    ['0.0.0.5/24', -1, '255.255.255.0/24'],
    ['10.0.0.0/8', 1, '11.0.0.0/8'],
    ['1.2.3.4/0', 1, '0.0.0.0/0'],
    ['1.2.3.4', 1, '1.2.3.5/32'],
  ] as const)('%s step %i → %s', (input, step, expected) => expect(adjacentBlock(parseSubnet(input), step)).toBe(expected));

  it('indexes any address of a block without listing it', () => {
    const everything = parseSubnet('0.0.0.0/0');
    expect(addressInBlock(everything, 0)).toBe('0.0.0.0');
    expect(addressInBlock(everything, 2 ** 32 - 1)).toBe('255.255.255.255');
    expect(addressInBlock(parseSubnet('10.0.0.0/8'), 65_793)).toBe('10.1.1.1');
    expect(hostCount(everything)).toBe(4_294_967_294);
  });

  it.each([
    ['0.0.0.0', 'A'],
    ['127.255.255.255', 'A'],
    ['128.0.0.0', 'B'],
    ['191.255.0.1', 'B'],
    ['192.0.0.0', 'C'],
    ['223.1.1.1', 'C'],
    ['224.0.0.1', 'D'],
    ['239.255.255.255', 'D'],
    ['240.0.0.0', 'E'],
    ['255.255.255.255', 'E'],
  ])('class of %s is %s', (address, expected) => expect(ipClass(parseSubnet(address).address)).toBe(expected));
});
