import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { dockerRunToCompose, serviceName } from './logic';
import { shellWords } from './shell-words';

const DEFAULT_COMMAND =
  'docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx';
const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

describe('dockerRunToCompose: YAML', () => {
  it.each<[string, string, string]>([
    [
      'the default command',
      DEFAULT_COMMAND,
      lines(
        'services:',
        '  nginx:',
        '    image: nginx',
        '    ports:',
        '      - 80:80',
        '    volumes:',
        '      - /var/run/docker.sock:/tmp/docker.sock:ro',
        '    restart: always',
        '    logging:',
        '      options:',
        '        max-size: 1g',
      ),
    ],
    [
      'sudo, docker container run, joined lines, quotes, a command after the image',
      'sudo docker container run -it --name web \\\n  -e "GREETING=hello world" -e DEBUG \\\r\n  -w /app ghcr.io/acme/web-app:1.2 npm run "start server"',
      lines(
        'services:',
        '  web-app:',
        '    image: ghcr.io/acme/web-app:1.2',
        '    stdin_open: true',
        '    tty: true',
        '    container_name: web',
        '    environment:',
        '      - GREETING=hello world',
        '      - DEBUG',
        '    working_dir: /app',
        '    command:',
        '      - npm',
        '      - run',
        '      - start server',
      ),
    ],
    [
      '--opt=value, glued short values, numbers, maps and ulimits',
      'docker run --memory=512m -p8080:80 --cpus 1.5 --sysctl net.core.somaxconn=1024 --ulimit nofile=1024:2048 --ulimit nproc=512 --privileged=false --read-only redis@sha256:abc',
      lines(
        'services:',
        '  redis:',
        '    image: redis@sha256:abc',
        '    mem_limit: 512m',
        '    ports:',
        '      - 8080:80',
        '    cpus: 1.5',
        '    sysctls:',
        '      net.core.somaxconn: "1024"',
        '    ulimits:',
        '      nofile:',
        '        soft: 1024',
        '        hard: 2048',
        '      nproc: 512',
        '    read_only: true',
      ),
    ],
    [
      'networks: a mode, or a named network declared external',
      'docker run --network host busybox && docker run --net=backend alpine',
      lines(
        'services:',
        '  busybox:',
        '    image: busybox',
        '    network_mode: host',
        '    command:',
        '      - "&&"',
        '      - docker',
        '      - run',
        '      - --net=backend',
        '      - alpine',
      ),
    ],
    [
      'a named network, --mount, health check and GPUs',
      "docker run --network backend --mount type=bind,src=/data,dst=/var/lib/data,readonly --health-cmd 'curl -f http://localhost/' --health-interval 30s --health-retries 3 --stop-timeout 20 --gpus all localhost:5000/team/api:latest",
      lines(
        'services:',
        '  api:',
        '    image: localhost:5000/team/api:latest',
        '    networks:',
        '      - backend',
        '    volumes:',
        '      - type: bind',
        '        source: /data',
        '        target: /var/lib/data',
        '        read_only: true',
        '    healthcheck:',
        '      test:',
        '        - CMD-SHELL',
        '        - curl -f http://localhost/',
        '      interval: 30s',
        '      retries: 3',
        '    stop_grace_period: 20s',
        '    deploy:',
        '      resources:',
        '        reservations:',
        '          devices:',
        '            - driver: nvidia',
        '              count: all',
        '              capabilities:',
        '                - gpu',
        'networks:',
        '  backend:',
        '    external: true',
      ),
    ],
    [
      'Unicode values',
      'docker run -e "NAME=Zoë 😀" -l "описание=тест" alpine',
      lines(
        'services:',
        '  alpine:',
        '    image: alpine',
        '    environment:',
        '      - NAME=Zoë 😀',
        '    labels:',
        '      - описание=тест',
      ),
    ],
  ])('%s', (_, command, expected) => {
    const result = dockerRunToCompose(command);
    expect(result.errors).toEqual([]);
    expect(result.yaml).toBe(expected);
  });

  it.each(['', '  \n\t'])('empty input %j gives nothing', (command) => {
    expect(dockerRunToCompose(command)).toEqual({ yaml: '', untranslatable: [], notImplemented: [], errors: [] });
  });
});

describe('dockerRunToCompose: alerts', () => {
  it('sorts options into the three alerts and still converts the rest', () => {
    const result = dockerRunToCompose(
      'docker run -d --rm -P --ip 10.0.0.2 --network-alias db --frobnicate -p 5432:5432 postgres:16',
    );
    expect(result.untranslatable).toEqual(['--detach', '--rm', '--publish-all']);
    expect(result.notImplemented).toEqual(['--ip', '--network-alias']);
    expect(result.errors).toEqual([{ key: 'errors.unknownOption', params: { option: '--frobnicate' } }]);
    expect(result.yaml).toBe(lines('services:', '  postgres:', '    image: postgres:16', '    ports:', '      - 5432:5432'));
  });

  it.each<[string, string, { key: string; params: Record<string, string> }[]]>([
    ['no image', 'docker run -p 80:80', [{ key: 'errors.noImage', params: {} }]],
    ['options after the image belong to its command', 'docker run nginx --name', []],
    [
      'an option without its value',
      'docker run --name',
      [
        { key: 'errors.missingValue', params: { option: '--name' } },
        { key: 'errors.noImage', params: {} },
      ],
    ],
    ['an unclosed quote', 'docker run -e "A=b nginx', [{ key: 'errors.unterminatedQuote', params: {} }]],
    [
      'an unreadable value',
      'docker run --ulimit nofile nginx',
      [{ key: 'errors.badValue', params: { option: '--ulimit', value: 'nofile' } }],
    ],
    ['an unknown short option', 'docker run -Z nginx', [{ key: 'errors.unknownOption', params: { option: '-Z' } }]],
  ])('%s', (_, command, errors) => {
    expect(dockerRunToCompose(command).errors).toEqual(errors);
  });

  it.each(['docker ps', 'podman run nginx', 'docker build .', 'sudo docker', 'run nginx', 'docker "run'])(
    '%j is not a docker run command',
    (command) => {
      expect(inputErrorOf(() => dockerRunToCompose(command))).toEqual({ key: 'notDockerRun', params: {} });
    },
  );
});

describe('helpers', () => {
  it.each<[string, string]>([
    ['nginx', 'nginx'],
    ['nginx:1.27-alpine', 'nginx'],
    ['docker.io/library/nginx:latest', 'nginx'],
    ['localhost:5000/a/b@sha256:00ff', 'b'],
    ['My_Image', 'my_image'],
  ])('service name of %s is %s', (image, name) => {
    expect(serviceName(image)).toBe(name);
  });

  it.each<[string, string[] | undefined]>([
    [`a 'b c' "d \\"e\\" \\$f" g\\ h`, ['a', 'b c', 'd "e" $f', 'g h']],
    ['one \\\ntwo', ['one', 'two']],
    ['x\'\'y ""', ['xy', '']],
    ["'open", undefined],
  ])('shell words of %j', (text, words) => {
    expect(shellWords(text).words).toEqual(words);
  });
});
