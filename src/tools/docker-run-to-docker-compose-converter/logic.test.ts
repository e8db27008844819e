import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { dockerRunToCompose, serviceName } from './logic';
import { composeText, shellWords } from './shell-words';

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
        '      - "80:80"',
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
        '      - "8080:80"',
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
    expect(dockerRunToCompose(command)).toEqual({
      yaml: '',
      untranslatable: [],
      notImplemented: [],
      notConverted: [],
      errors: [],
    });
  });
});

const service = (command: string) => {
  const result = dockerRunToCompose(command);
  expect(result.errors).toEqual([]);
  return result.yaml;
};

describe('dockerRunToCompose: named volumes', () => {
  it.each<[string, string, string[], string[]]>([
    [
      '-v with a name',
      'docker run -v mydata:/var/lib/mysql mysql',
      ['    volumes:', '      - mydata:/var/lib/mysql'],
      ['mydata'],
    ],
    [
      '--volume= with options, twice the same name',
      'docker run --volume=cache:/a:ro -v cache:/b mysql',
      ['    volumes:', '      - cache:/a:ro', '      - cache:/b'],
      ['cache'],
    ],
    [
      '--mount of type volume',
      'docker run --mount type=volume,source=my.vol_1,target=/data mysql',
      ['    volumes:', '      - type: volume', '        source: my.vol_1', '        target: /data'],
      ['my.vol_1'],
    ],
    [
      '--mount without a type (docker mounts a volume)',
      'docker run --mount src=myvol,dst=/data mysql',
      ['    volumes:', '      - type: volume', '        source: myvol', '        target: /data'],
      ['myvol'],
    ],
  ])('%s is declared with its own name', (_, command, mounts, names) => {
    expect(service(command)).toBe(
      lines(
        'services:',
        '  mysql:',
        '    image: mysql',
        ...mounts,
        'volumes:',
        ...names.flatMap((name) => [`  ${name}:`, `    name: ${name}`]),
      ),
    );
  });

  it('comes after the networks', () => {
    expect(service('docker run --network back -v db:/data mysql')).toBe(
      lines(
        'services:',
        '  mysql:',
        '    image: mysql',
        '    networks:',
        '      - back',
        '    volumes:',
        '      - db:/data',
        'networks:',
        '  back:',
        '    external: true',
        'volumes:',
        '  db:',
        '    name: db',
      ),
    );
  });

  it.each([
    '-v /data',
    '-v /srv/db:/data',
    '-v ./conf:/etc/conf',
    '-v ../conf:/etc/conf',
    '-v ~/conf:/etc/conf',
    '-v $PWD:/app',
    '-v "${DATA}:/data"',
    '-v C:\\\\data:/data',
    '-v c:/data:/data',
    '--mount type=bind,source=/srv,target=/data',
    '--mount type=volume,target=/data',
    '--mount type=tmpfs,target=/tmp',
  ])('%s declares no volume', (options) => {
    const yaml = service(`docker run ${options} mysql`);
    expect(yaml).toContain('    volumes:\n');
    expect(yaml).not.toMatch(/^volumes:/m);
  });
});

describe('dockerRunToCompose: shell syntax', () => {
  it.each<[string, string, string[]]>([
    ['a literal $ in single quotes', "docker run -e 'PASS=pa$word' alpine", ['    environment:', '      - PASS=pa$$word']],
    ['an escaped $', 'docker run -e PASS=pa\\$word alpine', ['    environment:', '      - PASS=pa$$word']],
    ['an escaped $ in double quotes', 'docker run -e "PASS=pa\\$word" alpine', ['    environment:', '      - PASS=pa$$word']],
    [
      "a variable of the user's shell",
      'docker run -e HOME=$HOME -e "USER=${USER}" alpine',
      ['    environment:', '      - HOME=$HOME', '      - USER=${USER}'],
    ],
    [
      'a $ in the command',
      "docker run alpine sh -c 'echo $HOME'",
      ['    command:', '      - sh', '      - -c', '      - echo $$HOME'],
    ],
    [
      'a $ in a health check',
      "docker run --health-cmd 'test -n $TOKEN' alpine",
      ['    healthcheck:', '      test:', '        - CMD-SHELL', '        - test -n $$TOKEN'],
    ],
    ['a continued line inside a value', 'docker run --name=my\\\napp alpine', ['    container_name: myapp']],
    [
      'a continued line between words',
      'docker run --name app\\\n  alpine\\\n  sh',
      ['    container_name: app', '    command:', '      - sh'],
    ],
    ['a comment after the image', 'docker run alpine # a comment', []],
    ['a comment with a quote', "docker run alpine # don't", []],
    ['a # inside a word', 'docker run -e A=a#b alpine', ['    environment:', '      - A=a#b']],
    [
      'a quoted # in the command',
      "docker run alpine echo '#' \\#",
      ['    command:', '      - echo', '      - "#"', '      - "#"'],
    ],
    ['--use-api-socket', 'docker run --use-api-socket alpine', ['    use_api_socket: true']],
  ])('%s', (_, command, rest) => {
    expect(service(command)).toBe(lines('services:', '  alpine:', '    image: alpine', ...rest));
  });

  it('shows a bad value and an unknown option as typed', () => {
    expect(dockerRunToCompose("docker run --ulimit 'a$b' '--x$y' alpine").errors).toEqual([
      { key: 'errors.badValue', params: { option: '--ulimit', value: 'a$b' } },
      { key: 'errors.unknownOption', params: { option: '--x$y' } },
    ]);
  });
});

describe('dockerRunToCompose: alerts', () => {
  it('sorts options into the four alerts and still converts the rest', () => {
    const result = dockerRunToCompose(
      'docker run -d --rm -P --ip 10.0.0.2 --network-alias db --frobnicate=yes -p 5432:5432 postgres:16',
    );
    expect(result.untranslatable).toEqual(['--detach', '--rm', '--publish-all']);
    expect(result.notImplemented).toEqual(['--ip', '--network-alias']);
    expect(result.notConverted).toEqual(['--frobnicate=yes']);
    expect(result.errors).toEqual([]);
    expect(result.yaml).toBe(lines('services:', '  postgres:', '    image: postgres:16', '    ports:', '      - "5432:5432"'));
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
    expect(shellWords(text).words?.map((word) => word.text)).toEqual(words);
  });

  it.each<[string, string[]]>([
    // Joined, not replaced by a blank; between words the blanks around still separate them.
    ['--name=my\\\napp nginx', ['--name=myapp', 'nginx']],
    ['a\\\r\nb', ['ab']],
    ['a \\\n  b', ['a', 'b']],
    ['"a\\\nb"', ['ab']],
    // Kept inside single quotes; an escaped backslash before a newline is no continuation.
    ["'a\\\nb'", ['a\\\nb']],
    ['a\\\\\nb', ['a\\', 'b']],
  ])('line continuation in %j', (text, words) => {
    expect(shellWords(text).words?.map((word) => word.text)).toEqual(words);
  });

  it.each<[string, string[]]>([
    ['nginx # a comment', ['nginx']],
    ['# only a comment', []],
    ["a #it's no quote\nb", ['a', 'b']],
    ['a \\\n# after a continuation\nb', ['a', 'b']],
    // Inside a word, quoted or escaped, `#` is a character.
    ['a#b', ['a#b']],
    ["'#a' \"#b\" \\#c ''#d", ['#a', '#b', '#c', '#d']],
    ['a\\\n#b', ['a#b']],
  ])('comments in %j', (text, words) => {
    expect(shellWords(text).words?.map((word) => word.text)).toEqual(words);
  });

  it.each<[string, string[]]>([
    ['\'pa$word\' "pa\\$word" pa\\$word', ['pa$$word', 'pa$$word', 'pa$$word']],
    ['$HOME "$HOME" ${A:-b} "$(id -u)" $1 $?', ['$HOME', '$HOME', '${A:-b}', '$(id -u)', '$1', '$?']],
    // The shell keeps a `$` that starts no expansion.
    ['5$ "$" a$/b "$ x"', ['5$$', '$$', 'a$$/b', '$$ x']],
    ["'$A'$B", ['$$A$B']],
    ['$\\\nHOME', ['$HOME']],
    ['$', ['$$']],
  ])('dollars of %j spelt for compose', (text, words) => {
    expect(shellWords(text).words?.map(composeText)).toEqual(words);
  });
});
