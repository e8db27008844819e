import { isTimeZone } from './zone';

/**
 * Zones IANA renamed, by the old name. Chromium and Node list zones by CLDR's ids, which keep the
 * old spelling (Asia/Calcutta), while people look for today's (Asia/Kolkata). Both names are the
 * same zone to Intl. Only renames: zones merged into another city's (Europe/Vatican) keep their name.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Today's IANA name of `zone`, if the runtime knows it (an older Intl may not); else `zone` itself. */
export function currentZoneName(zone: string): string {
  const renamed = Object.hasOwn(RENAMED, zone) ? RENAMED[zone] : undefined;
  return renamed !== undefined && isTimeZone(renamed) ? renamed : zone;
}

/** "UTC", then every IANA zone the runtime knows by its current name (the device's included even if unlisted). */
export function timeZoneNames(device: string): string[] {
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), device].map(currentZoneName));
  zones.delete('UTC');
  // Sorted again: a new name does not sort where the old one did (Calcutta, Kolkata).
  return ['UTC', ...[...zones].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))];
}
