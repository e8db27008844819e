import { describe, expect, it } from 'vitest';
import { HTTP_STATUSES } from './data';
import { createStatusSearch, groupedStatuses } from './logic';

const groupNames = {
  '1xx': '1xx informational response',
  '2xx': '2xx success',
  '3xx': '3xx redirection',
  '4xx': '4xx client error',
  '5xx': '5xx server error',
} as const;
const search = createStatusSearch(groupNames);
const codesOf = (query: string) => search(query).map((status) => status.code);

describe('the table', () => {
  it('holds the 63 standard codes from 100 to 511, sorted and unique', () => {
    const codes = HTTP_STATUSES.map((status) => status.code);
    expect(codes).toHaveLength(63);
    expect(new Set(codes).size).toBe(63);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    expect(codes[0]).toBe(100);
    expect(codes.at(-1)).toBe(511);
    expect(codes).toContain(418);
    expect(codes).toContain(306);
  });

  it('groups them 1xx–5xx with the ranges of the spec', () => {
    const groups = groupedStatuses();
    expect(groups.map((g) => [g.group, g.statuses.length])).toEqual([
      ['1xx', 4],
      ['2xx', 10],
      ['3xx', 9],
      ['4xx', 29],
      ['5xx', 11],
    ]);
    expect(groups[3]!.statuses.map((s) => s.code).filter((c) => c > 418)).toEqual([
      421, 422, 423, 424, 425, 426, 428, 429, 431, 451,
    ]);
  });

  it('marks the WebDav codes, whose description says so', () => {
    for (const status of HTTP_STATUSES) {
      expect(status.description.endsWith(' For WebDav.')).toBe(status.type === 'WebDav');
      expect(status.description).toMatch(/\.$/);
    }
    expect(HTTP_STATUSES.filter((s) => s.type === 'WebDav').map((s) => s.code)).toEqual([102, 207, 208]);
  });
});

describe('search', () => {
  it.each([
    ['404', 404],
    ['418', 418],
    ['teapot', 418],
    ['not found', 404],
    ['Too Many Requests', 429],
    ['rate limiting', 429],
    ['gateway timeout', 504],
  ])('%j finds %i first', (query, code) => expect(codesOf(query)[0]).toBe(code));

  it('finds by group name and by words of the description', () => {
    expect(codesOf('redirection')).toEqual(expect.arrayContaining([301, 302, 307, 308]));
    expect(codesOf('WebDav')).toEqual(expect.arrayContaining([102, 207, 208]));
  });

  it.each(['', '   '])('a blank query %j finds nothing', (query) => expect(search(query)).toEqual([]));

  it.each(['zzzzqqq', '999', 'çava 😀'])('%j matches nothing', (query) => expect(search(query)).toEqual([]));

  it('returns the table entries themselves', () => {
    expect(search('204')[0]).toEqual({
      code: 204,
      name: 'No Content',
      description: 'The request succeeded and there is no body to send.',
      type: 'HTTP',
    });
  });
});
