/** A compose service being built: keys in the order the options came. */
export type Service = Record<string, unknown>;

/** Network modes that are not named networks. */
const NETWORK_MODES = /^(host|none|bridge|default|container:.+|service:.+)$/;

const sub = (service: Service, key: string): Record<string, unknown> => (service[key] ??= {}) as Record<string, unknown>;

/** Seconds as a compose duration (`10` → `10s`); a value with a unit stays as it is. */
const duration = (value: string) => (/^\d+$/.test(value) ? `${value}s` : value);

/** `--mount type=bind,source=/a,target=/b,readonly` as a long-syntax volume. */
function mount(value: string): Record<string, unknown> | undefined {
  // Docker mounts a volume when no type is given; compose needs the type written.
  const volume: Record<string, unknown> = { type: 'volume' };
  for (const pair of value.split(',')) {
    const [key = '', ...rest] = pair.split('=');
    const text = rest.join('=');
    if (key === 'type') volume.type = text;
    else if (key === 'source' || key === 'src') volume.source = text;
    else if (key === 'target' || key === 'destination' || key === 'dst') volume.target = text;
    else if (key === 'readonly' || key === 'ro') volume.read_only = text === '' || text === 'true' || text === '1';
    else if (key === 'bind-propagation') volume.bind = { propagation: text };
    else if (key === 'volume-nocopy') volume.volume = { nocopy: text === '' || text === 'true' };
    else if (key === 'tmpfs-size') volume.tmpfs = { size: /^\d+$/.test(text) ? Number(text) : text };
    else if (key === 'consistency') volume.consistency = text;
    else return undefined;
  }
  return volume.target === undefined ? undefined : volume;
}

/** `nofile=1024:2048` → `{ nofile: { soft, hard } }`, `nproc=65535` → `{ nproc: 65535 }`. */
function ulimit(value: string, service: Service): boolean {
  const match = /^([a-z]+)=(-?\d+)(?::(-?\d+))?$/.exec(value);
  if (!match) return false;
  const [, name = '', soft, hard] = match;
  sub(service, 'ulimits')[name] = hard === undefined ? Number(soft) : { soft: Number(soft), hard: Number(hard) };
  return true;
}

/** `--gpus all` / `--gpus 2` as a device reservation; other forms are not read. */
function gpus(value: string, service: Service): boolean {
  const count = value === 'all' ? 'all' : /^\d+$/.test(value) ? Number(value) : undefined;
  if (count === undefined) return false;
  service.deploy = { resources: { reservations: { devices: [{ driver: 'nvidia', count, capabilities: ['gpu'] }] } } };
  return true;
}

/**
 * Applies one of the options whose compose form is not a single key. Returns the i18n key of an
 * error when the value cannot be read, else undefined.
 */
export function applySpecial(name: string, value: string, service: Service): string | undefined {
  switch (name) {
    case 'mount': {
      const volume = mount(value);
      if (!volume) return 'errors.badValue';
      ((service.volumes ??= []) as unknown[]).push(volume);
      return undefined;
    }
    case 'log-driver':
      sub(service, 'logging').driver = value;
      return undefined;
    case 'log-opt': {
      const [key = '', ...rest] = value.split('=');
      if (!key || rest.length === 0) return 'errors.badValue';
      ((sub(service, 'logging').options ??= {}) as Record<string, string>)[key] = rest.join('=');
      return undefined;
    }
    case 'network':
      if (NETWORK_MODES.test(value)) service.network_mode = value;
      else ((service.networks ??= []) as string[]).push(value);
      return undefined;
    case 'ulimit':
      return ulimit(value, service) ? undefined : 'errors.badValue';
    case 'gpus':
      return gpus(value, service) ? undefined : 'errors.badValue';
    case 'stop-timeout':
      service.stop_grace_period = duration(value);
      return undefined;
    case 'blkio-weight':
      sub(service, 'blkio_config').weight = Number(value);
      return /^\d+$/.test(value) ? undefined : 'errors.badValue';
    case 'health-cmd':
      sub(service, 'healthcheck').test = ['CMD-SHELL', value];
      return undefined;
    case 'health-retries':
      sub(service, 'healthcheck').retries = Number(value);
      return /^\d+$/.test(value) ? undefined : 'errors.badValue';
    case 'health-interval':
    case 'health-timeout':
    case 'health-start-period':
    case 'health-start-interval':
      sub(service, 'healthcheck')[name.slice('health-'.length).replace('-', '_')] = value;
      return undefined;
    case 'no-healthcheck':
      sub(service, 'healthcheck').disable = true;
      return undefined;
    default:
      return 'errors.badValue';
  }
}
