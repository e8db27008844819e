import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertData } from './convert';
import { readYaml } from './read';

/** The opening of an AWS CloudFormation template: short-form intrinsic functions are local tags. */
const CLOUDFORMATION = `Resources:
  Bucket:
    Type: AWS::S3::Bucket
    Properties:
      BucketName: !Sub '\${AWS::StackName}-logs'
      Tags:
        - Key: Arn
          Value: !GetAtt Role.Arn
      Size: !If [IsProd, !Ref ProdSize, 1]
      Zone: !Select [0, !GetAZs '']`;

describe('YAML schema: local tags', () => {
  it.each<[string, string, unknown]>([
    ['!Ref on a scalar', 'k: !Ref MyBucket', { k: 'MyBucket' }],
    ['!GetAtt with a dot', 'k: !GetAtt a.b', { k: 'a.b' }],
    ['!Sub on a quoted scalar', "k: !Sub 'x-${A}'", { k: 'x-${A}' }],
    ['a number under a tag stays its text', 'k: !Foo 123', { k: '123' }],
    ['a tag on nothing is an empty string', 'k: !Foo', { k: '' }],
    ['a sequence under a tag', 'k: !If [a, b, c]', { k: ['a', 'b', 'c'] }],
    ['a block mapping under a tag', 'k: !Foo\n  a: 1\n  b: [2]', { k: { a: 1, b: [2] } }],
    ['nested tags', 'k: !Join ["-", [!Ref A, b]]', { k: ['-', ['A', 'b']] }],
    ['a verbatim local tag', 'k: !<!Bar> x', { k: 'x' }],
    ['a tagged mapping merged with <<', 'base: !Foo &b {x: 1}\nd:\n  <<: *b\n  y: 2', { base: { x: 1 }, d: { x: 1, y: 2 } }],
    ['the non-specific tag ! keeps a string', 'k: ! 12', { k: '12' }],
    ['a tagged root', '!Thing {a: 1}', { a: 1 }],
  ])('%s', (_, text, expected) => {
    expect(readYaml(text)).toEqual(expected);
  });

  it('converts a CloudFormation template to JSON', () => {
    expect(JSON.parse(convertData(CLOUDFORMATION, 'yaml', 'json'))).toEqual({
      Resources: {
        Bucket: {
          Type: 'AWS::S3::Bucket',
          Properties: {
            BucketName: '${AWS::StackName}-logs',
            Tags: [{ Key: 'Arn', Value: 'Role.Arn' }],
            Size: ['IsProd', 'ProdSize', 1],
            Zone: [0, ''],
          },
        },
      },
    });
  });

  it('converts a tagged value to TOML', () => {
    expect(convertData('name: !Ref MyBucket\nlist: !If [a, 1]', 'yaml', 'toml')).toBe('name = "MyBucket"\nlist = [ "a", 1 ]');
  });
});

describe('YAML schema: standard YAML 1.1 types', () => {
  it.each<[string, string, unknown]>([
    ['!!binary is its Base64 text, without line breaks', 'k: !!binary |\n  R0lG\n  ODlh', { k: 'R0lGODlh' }],
    ['!!set is the list of its members', 'k: !!set {a, b}', { k: ['a', 'b'] }],
    ['!!set in block form', 'k: !!set\n  ? a\n  ? b', { k: ['a', 'b'] }],
    ['!!timestamp is a date', 'k: !!timestamp 2001-12-14t21:59:43.10-05:00', { k: new Date('2001-12-15T02:59:43.100Z') }],
    ['an untagged timestamp stays a string', 'k: 2001-12-14', { k: '2001-12-14' }],
    ['!!omap is a list of one-key maps', 'k: !!omap [a: 1, b: 2]', { k: [{ a: 1 }, { b: 2 }] }],
    [
      '!!pairs is a list of [key, value]',
      'k: !!pairs [a: 1, a: 2]',
      {
        k: [
          ['a', 1],
          ['a', 2],
        ],
      },
    ],
    ['!!str, !!int and !!float', 'a: !!str 1\nb: !!int "2"\nc: !!float 3', { a: '1', b: 2, c: 3 }],
  ])('%s', (_, text, expected) => {
    expect(readYaml(text)).toEqual(expected);
  });

  it('writes a !!timestamp in UTC in JSON and as written in TOML', () => {
    expect(convertData('k: !!timestamp 2001-12-14', 'yaml', 'json')).toBe('{\n   "k": "2001-12-14T00:00:00.000Z"\n}');
    expect(convertData('k: !!timestamp 2001-12-14', 'yaml', 'toml')).toBe('k = 2001-12-14');
  });

  it.each<[string, string, string, number, number]>([
    [
      '!!binary that is not Base64',
      'k: !!binary R0lGO',
      'cannot resolve a node with !<tag:yaml.org,2002:binary> explicit tag',
      1,
      4,
    ],
    ['!!set with a value', 'k: !!set {a: 1}', 'cannot resolve a set item', 1, 11],
    [
      '!!timestamp that is no date',
      'k: !!timestamp x',
      'cannot resolve a node with !<tag:yaml.org,2002:timestamp> explicit tag',
      1,
      4,
    ],
    ['!!omap with a repeated key', 'k: !!omap [a: 1, a: 2]', 'duplicate key in ordered map', 1, 1],
    ['a complex key (JSON keys are strings)', '? [1, 2]\n: x', 'object-based map does not support complex keys', 1, 1],
    ['an unknown global tag', 'k: !!python/tuple [1]', 'unknown sequence tag !<tag:yaml.org,2002:python/tuple>', 1, 4],
    [
      'a local handle bound to a global prefix',
      '%TAG ! tag:example.com,2000:\n---\nk: !foo x',
      'unknown scalar tag !<tag:example.com,2000:foo>',
      3,
      4,
    ],
  ])('refuses %s', (_, text, reason, line, column) => {
    expect(inputErrorOf(() => readYaml(text))).toEqual({ key: 'invalidYaml', params: { reason, line, column } });
  });
});
