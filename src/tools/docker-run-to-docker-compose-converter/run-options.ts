/** How a `docker run` option becomes part of the compose service. */
export type OptionRule =
  /** Appended to a list under `key`. */
  | { kind: 'list'; key: string }
  /** One value under `key` (the last one given wins); `number` when compose wants a number. */
  | { kind: 'scalar'; key: string; number?: boolean }
  /** `key: true` (a flag; `--flag=false` leaves it out). */
  | { kind: 'flag'; key: string }
  /** `k=v` values gathered in a map under `key`. */
  | { kind: 'map'; key: string }
  /** Handled one by one in compose.ts. */
  | { kind: 'special'; name: string }
  /** Has no compose counterpart (info alert). */
  | { kind: 'untranslatable' }
  /** Has a counterpart this converter does not write yet (warning alert). */
  | { kind: 'notImplemented' };

export interface RunOption {
  /** The long name, with its dashes: the name the alerts use. */
  name: string;
  takesValue: boolean;
  rule: OptionRule;
}

const list = (key: string): OptionRule => ({ kind: 'list', key });
const scalar = (key: string, number = false): OptionRule => ({ kind: 'scalar', key, number });
const flag = (key: string): OptionRule => ({ kind: 'flag', key });
const special = (name: string): OptionRule => ({ kind: 'special', name });
const UNTRANSLATABLE: OptionRule = { kind: 'untranslatable' };
const LATER: OptionRule = { kind: 'notImplemented' };

/** [long name, short letter or '', takes a value, rule] for every option of `docker run`. */
const TABLE: readonly (readonly [string, string, boolean, OptionRule])[] = [
  ['publish', 'p', true, list('ports')],
  ['volume', 'v', true, list('volumes')],
  ['mount', '', true, special('mount')],
  ['env', 'e', true, list('environment')],
  ['env-file', '', true, list('env_file')],
  ['name', '', true, scalar('container_name')],
  ['restart', '', true, scalar('restart')],
  ['log-driver', '', true, special('log-driver')],
  ['log-opt', '', true, special('log-opt')],
  ['network', '', true, special('network')],
  ['net', '', true, special('network')],
  ['hostname', 'h', true, scalar('hostname')],
  ['domainname', '', true, scalar('domainname')],
  ['user', 'u', true, scalar('user')],
  ['workdir', 'w', true, scalar('working_dir')],
  ['entrypoint', '', true, scalar('entrypoint')],
  ['label', 'l', true, list('labels')],
  ['label-file', '', true, list('label_file')],
  ['add-host', '', true, list('extra_hosts')],
  ['dns', '', true, list('dns')],
  ['dns-search', '', true, list('dns_search')],
  ['dns-option', '', true, list('dns_opt')],
  ['dns-opt', '', true, list('dns_opt')],
  ['cap-add', '', true, list('cap_add')],
  ['cap-drop', '', true, list('cap_drop')],
  ['device', '', true, list('devices')],
  ['device-cgroup-rule', '', true, list('device_cgroup_rules')],
  ['expose', '', true, list('expose')],
  ['link', '', true, list('links')],
  ['volumes-from', '', true, list('volumes_from')],
  ['tmpfs', '', true, list('tmpfs')],
  ['security-opt', '', true, list('security_opt')],
  ['group-add', '', true, list('group_add')],
  ['sysctl', '', true, { kind: 'map', key: 'sysctls' }],
  ['storage-opt', '', true, { kind: 'map', key: 'storage_opt' }],
  ['ulimit', '', true, special('ulimit')],
  ['memory', 'm', true, scalar('mem_limit')],
  ['memory-reservation', '', true, scalar('mem_reservation')],
  ['memory-swap', '', true, scalar('memswap_limit')],
  ['memory-swappiness', '', true, scalar('mem_swappiness', true)],
  ['cpus', '', true, scalar('cpus', true)],
  ['cpu-shares', 'c', true, scalar('cpu_shares', true)],
  ['cpu-period', '', true, scalar('cpu_period', true)],
  ['cpu-quota', '', true, scalar('cpu_quota', true)],
  ['cpu-rt-period', '', true, scalar('cpu_rt_period', true)],
  ['cpu-rt-runtime', '', true, scalar('cpu_rt_runtime', true)],
  ['cpuset-cpus', '', true, scalar('cpuset')],
  ['shm-size', '', true, scalar('shm_size')],
  ['pid', '', true, scalar('pid')],
  ['pids-limit', '', true, scalar('pids_limit', true)],
  ['ipc', '', true, scalar('ipc')],
  ['uts', '', true, scalar('uts')],
  ['userns', '', true, scalar('userns_mode')],
  ['cgroupns', '', true, scalar('cgroup')],
  ['cgroup-parent', '', true, scalar('cgroup_parent')],
  ['stop-signal', '', true, scalar('stop_signal')],
  ['stop-timeout', '', true, special('stop-timeout')],
  ['platform', '', true, scalar('platform')],
  ['pull', '', true, scalar('pull_policy')],
  ['runtime', '', true, scalar('runtime')],
  ['isolation', '', true, scalar('isolation')],
  ['mac-address', '', true, scalar('mac_address')],
  ['oom-score-adj', '', true, scalar('oom_score_adj', true)],
  ['blkio-weight', '', true, special('blkio-weight')],
  ['health-cmd', '', true, special('health-cmd')],
  ['health-interval', '', true, special('health-interval')],
  ['health-timeout', '', true, special('health-timeout')],
  ['health-retries', '', true, special('health-retries')],
  ['health-start-period', '', true, special('health-start-period')],
  ['health-start-interval', '', true, special('health-start-interval')],
  ['no-healthcheck', '', false, special('no-healthcheck')],
  ['gpus', '', true, special('gpus')],
  ['interactive', 'i', false, flag('stdin_open')],
  ['tty', 't', false, flag('tty')],
  ['privileged', '', false, flag('privileged')],
  ['read-only', '', false, flag('read_only')],
  ['init', '', false, flag('init')],
  ['oom-kill-disable', '', false, flag('oom_kill_disable')],
  ['use-api-socket', '', false, flag('use_api_socket')],
  // No compose counterpart: they are about one `docker run`, not about the service.
  ['detach', 'd', false, UNTRANSLATABLE],
  ['rm', '', false, UNTRANSLATABLE],
  ['publish-all', 'P', false, UNTRANSLATABLE],
  ['sig-proxy', '', false, UNTRANSLATABLE],
  ['quiet', 'q', false, UNTRANSLATABLE],
  ['disable-content-trust', '', false, UNTRANSLATABLE],
  ['attach', 'a', true, UNTRANSLATABLE],
  ['cidfile', '', true, UNTRANSLATABLE],
  ['detach-keys', '', true, UNTRANSLATABLE],
  // Their compose form needs more than a key (networks, devices, limits in several places).
  ['ip', '', true, LATER],
  ['ip6', '', true, LATER],
  ['network-alias', '', true, LATER],
  ['net-alias', '', true, LATER],
  ['link-local-ip', '', true, LATER],
  ['blkio-weight-device', '', true, LATER],
  ['device-read-bps', '', true, LATER],
  ['device-read-iops', '', true, LATER],
  ['device-write-bps', '', true, LATER],
  ['device-write-iops', '', true, LATER],
  ['cpuset-mems', '', true, LATER],
  ['cpu-count', '', true, LATER],
  ['cpu-percent', '', true, LATER],
  ['io-maxbandwidth', '', true, LATER],
  ['io-maxiops', '', true, LATER],
  ['kernel-memory', '', true, LATER],
  ['volume-driver', '', true, LATER],
  ['annotation', '', true, LATER],
];

const byLong = new Map<string, RunOption>();
const byShort = new Map<string, RunOption>();
for (const [long, short, takesValue, rule] of TABLE) {
  const option: RunOption = { name: `--${long}`, takesValue, rule };
  byLong.set(long, option);
  if (short) byShort.set(short, option);
}

/** The option named `--<long>`, if `docker run` has it. */
export const longOption = (long: string): RunOption | undefined => byLong.get(long);
/** The option named `-<letter>`, if `docker run` has it. */
export const shortOption = (letter: string): RunOption | undefined => byShort.get(letter);
