import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '@/components/QrCodeImage';
import { QrColorFields } from '@/components/QrColorFields';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { oneOf } from '@/lib/query-options';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { EAP_METHODS, EAP_PHASE2_METHODS, encryptionOf, ENCRYPTIONS, wifiPayload, type WifiOptions } from './logic';
import styles from './ui.module.css';

interface WifiToolState extends WifiOptions {
  foreground: string;
  background: string;
}

const defaults: WifiToolState = {
  encryption: 'WPA',
  ssid: '',
  hidden: false,
  password: '',
  eapMethod: '',
  identity: '',
  anonymous: false,
  eapPhase2: '',
  foreground: '#000000ff',
  background: '#ffffffff',
};
// The password is never stored nor put in the URL.
const persistKeys = [
  'encryption',
  'ssid',
  'hidden',
  'eapMethod',
  'identity',
  'anonymous',
  'eapPhase2',
  'foreground',
  'background',
] as const;
const queryKeys = ['encryption', 'hidden', 'eapMethod', 'eapPhase2', 'foreground', 'background'] as const;
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const valid = {
  encryption: oneOf(ENCRYPTIONS),
  eapMethod: oneOf(['', ...EAP_METHODS]),
  eapPhase2: oneOf(['', ...EAP_PHASE2_METHODS]),
  foreground: (color: string) => HEX_COLOR.test(color),
  background: (color: string) => HEX_COLOR.test(color),
};

const EAP_METHOD_OPTIONS = EAP_METHODS.map((value) => ({ value, label: value }));

export default function WifiQrCodeGenerator() {
  const { t } = useTranslation('wifi-qrcode-generator');
  const [state, setState] = useToolState(defaults, { persist: persistKeys, query: queryKeys, valid });
  const setter = useFieldSetters(setState);
  // Made once per language: a new list at each keystroke would draw the select again.
  const encryptionOptions = useMemo(() => ENCRYPTIONS.map((value) => ({ value, label: t(`encryptions.${value}`) })), [t]);
  const encryption = encryptionOf(state.encryption);
  const result = wifiPayload(state);
  const foreground = HEX_COLOR.test(state.foreground) ? state.foreground : defaults.foreground;
  const background = HEX_COLOR.test(state.background) ? state.background : defaults.background;
  const isEap = encryption === 'WPA2-EAP';
  return (
    <Card>
      <div className={styles.layout}>
        <div className={styles.inputs}>
          <Select label={t('encryption')} value={encryption} onChange={setter('encryption')} options={encryptionOptions} />
          <InputText label={t('ssid')} value={state.ssid} onChange={setter('ssid')} placeholder={t('ssidPlaceholder')} rawText />
          <Switch label={t('hidden')} isSelected={state.hidden} onChange={setter('hidden')} />
          {encryption === 'nopass' ? null : (
            <InputText
              label={t('password')}
              type="password"
              value={state.password}
              onChange={setter('password')}
              placeholder={t('passwordPlaceholder')}
              rawText
            />
          )}
          {isEap ? (
            <>
              <Select
                label={t('eapMethod')}
                value={state.eapMethod || null}
                onChange={setter('eapMethod')}
                options={EAP_METHOD_OPTIONS}
                searchable
              />
              <InputText
                label={t('identity')}
                value={state.identity}
                onChange={setter('identity')}
                placeholder={t('identityPlaceholder')}
                disabled={state.anonymous}
                rawText
              />
              <Switch label={t('anonymous')} isSelected={state.anonymous} onChange={setter('anonymous')} />
              <Select
                label={t('eapPhase2')}
                value={state.eapPhase2 || null}
                onChange={setter('eapPhase2')}
                options={EAP_PHASE2_METHODS.map((value) => ({ value, label: value === 'None' ? t('none') : value }))}
              />
            </>
          ) : null}
          <QrColorFields ns="wifi-qrcode-generator" foreground={foreground} background={background} onChange={setState} />
        </div>
        <QrCodeImage
          text={result.payload ?? ''}
          style={{ foreground, background, errorCorrection: 'medium' }}
          alt={t('alt')}
          emptyMessage={result.missing ? t(result.missing) : undefined}
          ns="wifi-qrcode-generator"
          downloadPngLabel={t('downloadPng')}
          downloadSvgLabel={t('downloadSvg')}
        />
      </div>
    </Card>
  );
}
