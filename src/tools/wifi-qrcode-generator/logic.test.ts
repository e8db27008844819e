import { describe, expect, it } from 'vitest';
import { encryptionOf, escapeWifiValue, wifiPayload, type WifiOptions } from './logic';

const base: WifiOptions = {
  encryption: 'WPA',
  ssid: 'Home',
  hidden: false,
  password: 'secret',
  eapMethod: '',
  identity: '',
  anonymous: false,
  eapPhase2: '',
};
const eap = { ...base, encryption: 'WPA2-EAP', eapMethod: 'TTLS', identity: 'alice' };

describe('escapeWifiValue', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', 'a\\;b'],
    ['a,b:c', 'a\\,b\\:c'],
    ['say "hi"', 'say \\"hi\\"'],
    ['back\\slash', 'back\\\\slash'],
    ['\\;,:"', '\\\\\\;\\,\\:\\"'],
    ["café ☕ 'x'", "café ☕ 'x'"],
    ['', ''],
  ])('%j → %j', (value, escaped) => expect(escapeWifiValue(value)).toBe(escaped));
});

describe('wifiPayload', () => {
  it.each<[string, Partial<WifiOptions>, string]>([
    ['WPA', {}, 'WIFI:S:Home;T:WPA;P:secret;;'],
    ['WPA, hidden', { hidden: true }, 'WIFI:S:Home;T:WPA;P:secret;H:true;'],
    ['WEP', { encryption: 'WEP' }, 'WIFI:S:Home;T:WEP;P:secret;;'],
    ['no password ignores a typed password', { encryption: 'nopass' }, 'WIFI:S:Home;;'],
    ['no password, hidden', { encryption: 'nopass', hidden: true }, 'WIFI:S:Home;H:true;'],
    ['escapes SSID and password', { ssid: 'My;Net,"1"', password: 'p:a\\ss' }, 'WIFI:S:My\\;Net\\,\\"1\\";T:WPA;P:p\\:a\\\\ss;;'],
    ['Unicode SSID', { ssid: 'Café 📶' }, 'WIFI:S:Café 📶;T:WPA;P:secret;;'],
    ['EAP with identity', eap, 'WIFI:S:Home;T:WPA2-EAP;P:secret;E:TTLS;I:alice;;'],
    ['EAP anonymous', { ...eap, anonymous: true }, 'WIFI:S:Home;T:WPA2-EAP;P:secret;E:TTLS;A:anon;;'],
    ['EAP phase 2', { ...eap, eapPhase2: 'MSCHAPV2' }, 'WIFI:S:Home;T:WPA2-EAP;P:secret;E:TTLS;PH2:MSCHAPV2;I:alice;;'],
    ['EAP phase 2 None is left out', { ...eap, eapPhase2: 'None' }, 'WIFI:S:Home;T:WPA2-EAP;P:secret;E:TTLS;I:alice;;'],
    [
      'PEAP, hidden, escaped identity',
      { ...eap, eapMethod: 'PEAP', eapPhase2: 'MSCHAPV2', identity: 'corp\\bob', hidden: true },
      'WIFI:S:Home;T:WPA2-EAP;P:secret;E:PEAP;PH2:MSCHAPV2;I:corp\\\\bob;H:true;',
    ],
    ['PEAP with None', { ...eap, eapMethod: 'PEAP', eapPhase2: 'None' }, 'WIFI:S:Home;T:WPA2-EAP;P:secret;E:PEAP;I:alice;;'],
    ["AKA'", { ...eap, eapMethod: "AKA'" }, "WIFI:S:Home;T:WPA2-EAP;P:secret;E:AKA';I:alice;;"],
  ])('%s', (_, patch, payload) => {
    const result = wifiPayload({ ...base, ...patch });
    expect(result).toEqual({ payload });
    expect(result.payload).not.toMatch(/undefined|null/);
  });

  it.each<[string, Partial<WifiOptions>, string]>([
    ['no SSID', { ssid: '' }, 'ssidRequired'],
    ['no SSID before no password', { ssid: '', password: '' }, 'ssidRequired'],
    ['no password', { password: '' }, 'passwordRequired'],
    ['no WEP password', { encryption: 'WEP', password: '' }, 'passwordRequired'],
    ['no EAP password', { ...eap, password: '' }, 'passwordRequired'],
    ['no EAP method', { ...eap, eapMethod: '' }, 'eapMethodRequired'],
    ['unknown EAP method', { ...eap, eapMethod: 'undefined' }, 'eapMethodRequired'],
    ['no identity', { ...eap, identity: '' }, 'identityRequired'],
    ['PEAP without phase 2', { ...eap, eapMethod: 'PEAP' }, 'phase2Required'],
  ])('reports %s', (_, patch, missing) => expect(wifiPayload({ ...base, ...patch })).toEqual({ missing }));

  it('needs no identity when anonymous, and ignores EAP fields for WPA', () => {
    expect(wifiPayload({ ...eap, identity: '', anonymous: true }).payload).toBe(
      'WIFI:S:Home;T:WPA2-EAP;P:secret;E:TTLS;A:anon;;',
    );
    expect(wifiPayload({ ...base, eapMethod: 'PEAP', identity: 'x', eapPhase2: 'None' }).payload).toBe(
      'WIFI:S:Home;T:WPA;P:secret;;',
    );
  });
});

describe('encryptionOf', () => {
  it.each([
    ['nopass', 'nopass'],
    ['WEP', 'WEP'],
    ['WPA2-EAP', 'WPA2-EAP'],
    ['wpa', 'WPA'],
    ['', 'WPA'],
  ])('%j → %s', (value, encryption) => expect(encryptionOf(value)).toBe(encryption));
});
