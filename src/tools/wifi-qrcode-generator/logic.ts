export const ENCRYPTIONS = ['nopass', 'WPA', 'WEP', 'WPA2-EAP'] as const;
export type Encryption = (typeof ENCRYPTIONS)[number];

export const EAP_METHODS = [
  'MD5',
  'POTP',
  'GTC',
  'TLS',
  'IKEv2',
  'SIM',
  'AKA',
  "AKA'",
  'TTLS',
  'PWD',
  'LEAP',
  'PSK',
  'FAST',
  'TEAP',
  'EKE',
  'NOOB',
  'PEAP',
] as const;
export const EAP_PHASE2_METHODS = ['None', 'MSCHAPV2'] as const;

export interface WifiOptions {
  encryption: string;
  ssid: string;
  hidden: boolean;
  password: string;
  /** '' until one is chosen. */
  eapMethod: string;
  identity: string;
  anonymous: boolean;
  /** '' until one is chosen; 'None' is a choice. */
  eapPhase2: string;
}

/** What is missing, in the order it is reported: the key of its message. */
export type MissingField = 'ssidRequired' | 'passwordRequired' | 'eapMethodRequired' | 'identityRequired' | 'phase2Required';

export type WifiPayload = { payload: string; missing?: undefined } | { payload?: undefined; missing: MissingField };

/** An encryption from the URL or storage, or WPA when it is not one of the four. */
export function encryptionOf(value: string): Encryption {
  return (ENCRYPTIONS as readonly string[]).includes(value) ? (value as Encryption) : 'WPA';
}

const oneOf = (list: readonly string[], value: string): string => (list.includes(value) ? value : '');

/** Backslash before each character the WIFI: syntax reserves: \ ; , : " */
export function escapeWifiValue(value: string): string {
  return value.replace(/[\\;,:"]/g, (c) => `\\${c}`);
}

/**
 * The text of a WiFi network QR code (the `WIFI:` scheme phones read), or the first missing field.
 * Only fields that apply to the encryption are written, so no value is ever "undefined" or "null".
 */
export function wifiPayload(options: WifiOptions): WifiPayload {
  const encryption = encryptionOf(options.encryption);
  const eapMethod = oneOf(EAP_METHODS, options.eapMethod);
  const eapPhase2 = oneOf(EAP_PHASE2_METHODS, options.eapPhase2);
  if (!options.ssid) return { missing: 'ssidRequired' };
  if (encryption !== 'nopass' && !options.password) return { missing: 'passwordRequired' };
  if (encryption === 'WPA2-EAP') {
    if (!eapMethod) return { missing: 'eapMethodRequired' };
    if (!options.anonymous && !options.identity) return { missing: 'identityRequired' };
    if (eapMethod === 'PEAP' && !eapPhase2) return { missing: 'phase2Required' };
  }
  const end = options.hidden ? 'H:true;' : ';';
  const ssid = `WIFI:S:${escapeWifiValue(options.ssid)};`;
  if (encryption === 'nopass') return { payload: ssid + end };
  const password = `P:${escapeWifiValue(options.password)};`;
  if (encryption !== 'WPA2-EAP') return { payload: `${ssid}T:${encryption};${password}${end}` };
  const phase2 = eapPhase2 && eapPhase2 !== 'None' ? `PH2:${eapPhase2};` : '';
  const identity = options.anonymous ? 'A:anon;' : `I:${escapeWifiValue(options.identity)};`;
  return { payload: `${ssid}T:WPA2-EAP;${password}E:${escapeWifiValue(eapMethod)};${phase2}${identity}${end}` };
}
