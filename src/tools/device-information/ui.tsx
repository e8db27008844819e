import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { ValueRow } from '@/ui/ValueRow';
import { deviceRows, type DeviceRows, type DeviceSnapshot } from './logic';

function readDevice(): DeviceSnapshot {
  return {
    availWidth: screen.availWidth,
    availHeight: screen.availHeight,
    orientationType: screen.orientation?.type,
    orientationAngle: screen.orientation?.angle,
    colorDepth: screen.colorDepth,
    pixelRatio: window.devicePixelRatio,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    vendor: navigator.vendor,
    languages: navigator.languages,
    platform: navigator.platform,
    userAgent: navigator.userAgent,
  };
}

/** The device's values, read again when the window is resized, turned or zoomed (pixel ratio). */
function useDevice(): DeviceRows {
  const [rows, setRows] = useState(() => deviceRows(readDevice()));
  useEffect(() => {
    const update = () => setRows(deviceRows(readDevice()));
    window.addEventListener('resize', update);
    screen.orientation?.addEventListener('change', update);
    window.addEventListener('languagechange', update);
    // A zoom changes the pixel ratio; this query matches until the ratio moves, then is renewed.
    let ratioQuery: MediaQueryList | undefined;
    const watchRatio = () => {
      ratioQuery?.removeEventListener('change', onRatio);
      ratioQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      ratioQuery.addEventListener('change', onRatio);
    };
    const onRatio = () => {
      update();
      watchRatio();
    };
    watchRatio();
    return () => {
      window.removeEventListener('resize', update);
      screen.orientation?.removeEventListener('change', update);
      window.removeEventListener('languagechange', update);
      ratioQuery?.removeEventListener('change', onRatio);
    };
  }, []);
  return rows;
}

const SCREEN_ROWS = ['screenSize', 'orientation', 'orientationAngle', 'colorDepth', 'pixelRatio', 'windowSize'] as const;
const DEVICE_ROWS = ['vendor', 'languages', 'platform', 'userAgent'] as const;

export default function DeviceInformation() {
  const { t } = useTranslation('device-information');
  const rows = useDevice();
  return (
    <>
      <Card title={t('screen')}>
        {SCREEN_ROWS.map((key) => (
          <ValueRow key={key} label={t(`rows.${key}`)}>
            {rows[key] === undefined ? t('unknown') : key === 'colorDepth' ? t('bits', { depth: rows[key] }) : rows[key]}
          </ValueRow>
        ))}
      </Card>
      <Card title={t('device')}>
        {DEVICE_ROWS.map((key) => (
          <ValueRow key={key} label={t(`rows.${key}`)}>
            {rows[key] ?? t('unknown')}
          </ValueRow>
        ))}
      </Card>
    </>
  );
}
