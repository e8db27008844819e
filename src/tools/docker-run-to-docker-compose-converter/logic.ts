import { InputError } from '@/lib/errors';
import { composeYaml } from './compose-yaml';
import { applySpecial, type Service } from './special-options';
import { longOption, shortOption, type RunOption } from './run-options';
import { composeText, shellWords, shownText } from './shell-words';

/** A problem with part of the command, as an i18n key of the tool and its parameters. */
export interface ComposeIssue {
  key: string;
  params: Record<string, string>;
}

export interface ComposeResult {
  /** The docker-compose.yml ('' when nothing could be built). */
  yaml: string;
  /** Options that have no compose counterpart (info alert). */
  untranslatable: string[];
  /** Options this converter does not translate yet (warning alert). */
  notImplemented: string[];
  /** Unknown options skipped with their value, as typed (`--foo=bar`): left out of the file. */
  notConverted: string[];
  /** What went wrong (error alert). */
  errors: ComposeIssue[];
}

const EMPTY: ComposeResult = { yaml: '', untranslatable: [], notImplemented: [], notConverted: [], errors: [] };

const noteNotConverted = (result: ComposeResult, option: string) => {
  if (!result.notConverted.includes(option)) result.notConverted.push(option);
};

/**
 * An unknown option written without `=` may take the next word as its value or not: where the
 * image starts is then a guess, so nothing is converted.
 */
const ambiguous = (result: ComposeResult, option: string): ComposeResult => ({
  ...EMPTY,
  errors: [...result.errors, { key: 'errors.unknownOption', params: { option: shownText(option) } }],
});

/** The service name: the image's last path part without registry, tag or digest, as compose allows. */
export function serviceName(image: string): string {
  const path = image.split('@')[0] ?? image;
  const last = path.split('/').pop() ?? path;
  const name = (last.split(':')[0] ?? last)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');
  return name || 'app';
}

/** Where the command's words start after `[sudo] docker run` / `docker container run`, or -1. */
function runStart(words: readonly string[]): number {
  let i = words[0] === 'sudo' ? 1 : 0;
  if (words[i] !== 'docker') return -1;
  i++;
  if (words[i] === 'container') i++;
  return words[i] === 'run' ? i + 1 : -1;
}

/** The value of a flag written `--flag=value` (false only for an explicit "false" or "0"). */
const flagValue = (value: string | undefined) => value === undefined || !/^(false|0)$/i.test(value);

function apply(service: Service, option: RunOption, value: string | undefined, result: ComposeResult): void {
  const { rule } = option;
  switch (rule.kind) {
    case 'untranslatable':
      if (!result.untranslatable.includes(option.name)) result.untranslatable.push(option.name);
      return;
    case 'notImplemented':
      if (!result.notImplemented.includes(option.name)) result.notImplemented.push(option.name);
      return;
    case 'flag':
      if (flagValue(value)) service[rule.key] = true;
      return;
    case 'list':
      ((service[rule.key] ??= []) as unknown[]).push(value);
      return;
    case 'scalar': {
      const number = Number(value);
      service[rule.key] = rule.number && value !== undefined && value.trim() !== '' && Number.isFinite(number) ? number : value;
      return;
    }
    case 'map': {
      const [key = '', ...rest] = (value ?? '').split('=');
      ((service[rule.key] ??= {}) as Record<string, string>)[key] = rest.join('=');
      return;
    }
    case 'special': {
      const issue = applySpecial(rule.name, value ?? '', service);
      if (issue) result.errors.push({ key: issue, params: { option: option.name, value: shownText(value ?? '') } });
    }
  }
}

/**
 * Converts a `docker run` command (optionally after `sudo`; lines ending in `\` are joined) to a
 * docker-compose.yml with one service named after the image. Blank input gives an empty result;
 * a command that is not `docker run` throws `notDockerRun`. A `$` the shell would have kept is
 * written `$$`; a `$VAR` it would have expanded stays, for compose to take from the environment.
 */
export function dockerRunToCompose(command: string): ComposeResult {
  if (command.trim() === '') return EMPTY;
  const split = shellWords(command);
  if (split.words === undefined) {
    if (!/^\s*(sudo\s+)?docker\s+(container\s+)?run(\s|$)/.test(command)) throw new InputError('notDockerRun');
    return { ...EMPTY, errors: [{ key: 'errors.unterminatedQuote', params: {} }] };
  }
  // Every word is spelt for compose already: values go into the file as they are.
  const words = split.words.map(composeText);
  let i = runStart(words);
  if (i < 0) throw new InputError('notDockerRun');
  const result: ComposeResult = { yaml: '', untranslatable: [], notImplemented: [], notConverted: [], errors: [] };
  const service: Service = {};
  const error = (key: string, params: Record<string, string>) => result.errors.push({ key: `errors.${key}`, params });

  for (; i < words.length; i++) {
    const word = words[i] as string;
    if (word === '--') {
      i++;
      break;
    }
    if (!word.startsWith('-') || word === '-') break;
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      const long = eq < 0 ? word.slice(2) : word.slice(2, eq);
      const option = longOption(long);
      if (!option) {
        if (eq < 0) return ambiguous(result, word);
        noteNotConverted(result, shownText(word));
        continue;
      }
      let value = eq < 0 ? undefined : word.slice(eq + 1);
      if (option.takesValue && value === undefined) {
        if (i + 1 >= words.length) {
          error('missingValue', { option: option.name });
          continue;
        }
        value = words[++i];
      }
      apply(service, option, value, result);
      continue;
    }
    // Short options: `-it`, `-p80:80`, `-dp 80:80`.
    for (let j = 1; j < word.length; j++) {
      const letter = word[j] as string;
      const option = shortOption(letter);
      if (!option) {
        // `-x=value` is one word whatever x is (pflag reads it so); a bare `-x` may take the next one.
        if (word[j + 1] !== '=') return ambiguous(result, `-${letter}`);
        noteNotConverted(result, shownText(`-${word.slice(j)}`));
        break;
      }
      if (!option.takesValue) {
        apply(service, option, undefined, result);
        continue;
      }
      let value: string | undefined = word.slice(j + 1).replace(/^=/, '');
      if (value === '') value = i + 1 < words.length ? words[++i] : undefined;
      if (value === undefined) error('missingValue', { option: option.name });
      else apply(service, option, value, result);
      break;
    }
  }

  const image = words[i];
  if (image === undefined) {
    error('noImage', {});
    return result;
  }
  const args = words.slice(i + 1);
  const volumes = namedVolumes((service.volumes ?? []) as unknown[]);
  const compose = {
    services: {
      [serviceName(image)]: { image, ...service, ...(args.length ? { command: args } : {}) },
    },
    ...(service.networks ? { networks: external(service.networks as string[]) } : {}),
    ...(volumes.length > 0 ? { volumes: namedAsIs(volumes) } : {}),
  };
  result.yaml = composeYaml(compose);
  return result;
}

/**
 * A network named on the command line is one `docker run` used and required to exist: compose
 * must reuse it, not create its own (prefixed with the project name).
 */
const external = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, { external: true }]));

/**
 * A named volume keeps its name (no project prefix), so compose reuses the one `docker run` used
 * and, like `docker run`, creates it when it does not exist yet (`external` would refuse to start).
 */
const namedAsIs = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, { name }]));

/** A volume name as docker accepts one; any other source is a host path (or a variable holding one). */
const VOLUME_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** The named volumes the service mounts, which compose wants declared at the top level. */
function namedVolumes(volumes: readonly unknown[]): string[] {
  return volumes
    .map((volume) => {
      if (typeof volume !== 'string') {
        const { type, source } = volume as { type?: unknown; source?: unknown };
        return type === 'volume' ? source : undefined;
      }
      // `name:/path[:ro]`; `/path` alone is anonymous, and `C:\dir:/path` a Windows path.
      const colon = volume.indexOf(':');
      return colon < 0 || /^[A-Za-z]:[\\/]/.test(volume) ? undefined : volume.slice(0, colon);
    })
    .filter((name): name is string => typeof name === 'string' && VOLUME_NAME.test(name));
}
