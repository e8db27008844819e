import { describe, expect, it } from 'vitest';
import { redirectsFor, routerBase, toolPageTitle } from './route-table';

const fixture = [
  { id: 'hash-text', path: '/hash-text', redirectFrom: ['/hash'] },
  { id: 'json-prettify', path: '/json-prettify', redirectFrom: ['/json-viewer'] },
  { id: 'token-generator', path: '/token-generator' },
];

describe('redirectsFor', () => {
  it('maps every old path of every tool to the tool path', () => {
    expect(redirectsFor(fixture)).toEqual([
      { from: '/hash', to: '/hash-text' },
      { from: '/json-viewer', to: '/json-prettify' },
    ]);
  });

  it('refuses a redirect that would shadow a route or another redirect', () => {
    expect(() => redirectsFor([...fixture, { id: 'x', path: '/x', redirectFrom: ['/token-generator'] }])).toThrow(/collides/);
    expect(() => redirectsFor([...fixture, { id: 'x', path: '/x', redirectFrom: ['/hash'] }])).toThrow(/collides/);
    expect(() => redirectsFor([{ id: 'x', path: '/x', redirectFrom: ['/about'] }])).toThrow(/collides/);
    expect(() => redirectsFor([{ id: 'x', path: '/x', redirectFrom: ['old'] }])).toThrow(/must start/);
  });
});

describe('routerBase', () => {
  it.each([
    ['/', ''],
    ['', ''],
    ['/tools/', '/tools'],
    ['/a/b', '/a/b'],
    ['tools/', '/tools'],
  ])('%s → %s', (input, expected) => expect(routerBase(input)).toBe(expected));
});

it('titles a tool page "<name> - Toolshed"', () => {
  expect(toolPageTitle('Token generator')).toBe('Token generator - Toolshed');
});
