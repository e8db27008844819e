import { describe, expect, it } from 'vitest';
import { dockerRunToCompose } from './logic';

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;
const ALPINE = lines('services:', '  alpine:', '    image: alpine', '    tty: true');

describe('dockerRunToCompose: unknown options', () => {
  // Its value is in the same word: skipped, listed, and the rest converted.
  it.each<[string, string, string[]]>([
    ['a long option with =', 'docker run --frobnicate=1 -t alpine', ['--frobnicate=1']],
    ['a short option with =', 'docker run -Z=x -t alpine', ['-Z=x']],
    ['a short option with = in a cluster', 'docker run -tZ=x alpine', ['-Z=x']],
    ['an empty value, listed once', 'docker run --foo= --foo= -t alpine', ['--foo=']],
    ['a $ as typed', "docker run '--x=$y' -t alpine", ['--x=$y']],
  ])('%s: converted, listed as not converted', (_, command, notConverted) => {
    const result = dockerRunToCompose(command);
    expect(result.notConverted).toEqual(notConverted);
    expect(result.errors).toEqual([]);
    expect(result.yaml).toBe(ALPINE);
  });

  // It may take the next word as its value: which word is the image is unknown.
  it.each<[string, string, string]>([
    ['a long option', 'docker run -t --frobnicate alpine', '--frobnicate'],
    ['a long option before a known one', 'docker run --frobnicate -t alpine', '--frobnicate'],
    ['a short option', 'docker run -Z alpine sh', '-Z'],
    ['a short option in a cluster', 'docker run -tZ alpine', '-Z'],
    ['the last word', 'docker run -t --frobnicate', '--frobnicate'],
  ])('%s: an error and no file', (_, command, option) => {
    expect(dockerRunToCompose(command)).toEqual({
      yaml: '',
      untranslatable: [],
      notImplemented: [],
      notConverted: [],
      errors: [{ key: 'errors.unknownOption', params: { option } }],
    });
  });

  it('keeps the errors found before the ambiguous option', () => {
    expect(dockerRunToCompose('docker run -d --ulimit x --foo=1 --bar alpine')).toEqual({
      yaml: '',
      untranslatable: [],
      notImplemented: [],
      notConverted: [],
      errors: [
        { key: 'errors.badValue', params: { option: '--ulimit', value: 'x' } },
        { key: 'errors.unknownOption', params: { option: '--bar' } },
      ],
    });
  });

  it('knows the hidden alias --net-alias', () => {
    expect(dockerRunToCompose('docker run --net-alias db -t alpine').notImplemented).toEqual(['--net-alias']);
  });
});
