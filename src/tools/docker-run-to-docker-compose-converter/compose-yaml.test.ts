import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { dockerRunToCompose } from './logic';

const body = (command: string) => dockerRunToCompose(command).yaml.split('\n').slice(3, -1);

// Values a YAML 1.1 reader (PyYAML, old go-yaml) would not read back as the string written.
describe('dockerRunToCompose: scalars quoted for YAML 1.1 readers', () => {
  it.each<[string, string, string[]]>([
    // 22:22 is base-60 1342 in YAML 1.1; Docker's docs quote every port mapping.
    ['a port mapping', '-p 22:22', ['    ports:', '      - "22:22"']],
    [
      'every port mapping, even those no reader misreads',
      '-p 8080:80 -p 127.0.0.1:53:53/udp -p 3000-3005',
      ['    ports:', '      - "8080:80"', '      - "127.0.0.1:53:53/udp"', '      - "3000-3005"'],
    ],
    ['exposed ports', '--expose 3000 --expose 8000-8010', ['    expose:', '      - "3000"', '      - "8000-8010"']],
    [
      'booleans of YAML 1.1 in a map',
      '--sysctl a=yes --sysctl b=off --sysctl c=Y',
      ['    sysctls:', '      a: "yes"', '      b: "off"', '      c: "Y"'],
    ],
    [
      'an octal-looking and a base-60 value',
      '--log-opt mode=0755 --log-opt t=1:2',
      ['    logging:', '      options:', '        mode: "0755"', '        t: "1:2"'],
    ],
    ['a scalar option', '--name on --user 1000:50', ['    container_name: "on"', '    user: "1000:50"']],
  ])('%s', (_, options, expected) => {
    expect(body(`docker run ${options} alpine`)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    [
      'docker run alpine yes no 1:2 0o17 NULL',
      ['    command:', '      - "yes"', '      - "no"', '      - "1:2"', '      - "0o17"', '      - "NULL"'],
    ],
    // Already read as strings by every reader: left plain.
    ['docker run -e A=yes -l b=0755 alpine', ['    environment:', '      - A=yes', '    labels:', '      - b=0755']],
  ])('%j', (command, expected) => {
    expect(body(command)).toEqual(expected);
  });

  it('reads back as the strings written, in YAML 1.1 and 1.2', () => {
    const { yaml } = dockerRunToCompose('docker run -p 22:22 --sysctl a=on --log-opt m=0755 alpine yes 1:2');
    for (const version of ['1.1', '1.2'] as const) {
      const service = (parse(yaml, { version }) as { services: { alpine: Record<string, unknown> } }).services.alpine;
      expect(service.ports).toEqual(['22:22']);
      expect(service.sysctls).toEqual({ a: 'on' });
      expect(service.logging).toEqual({ options: { m: '0755' } });
      expect(service.command).toEqual(['yes', '1:2']);
    }
  });
});
