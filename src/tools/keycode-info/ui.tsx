import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { isFormField, keyInfo, LOCATION_NAMES, shouldPreventDefault, type KeyInfo } from './logic';
import styles from './ui.module.css';

interface InfoRowProps {
  label: string;
  value: string;
  description?: string;
  placeholder?: string;
}

function InfoRow({ label, value, description, placeholder = '' }: InfoRowProps) {
  return (
    <InputText
      label={label}
      value={value}
      readOnly
      monospace
      rawText
      placeholder={placeholder}
      description={description}
      actions={<CopyButton value={value} label={label} isDisabled={!value} />}
    />
  );
}

export default function KeycodeInfo() {
  const { t } = useTranslation('keycode-info');
  const [info, setInfo] = useState<KeyInfo>();
  const [captureArea, setCaptureArea] = useState<HTMLDivElement | null>(null);
  const hintId = useId();

  // Listens on the whole document so a key works wherever focus is, except inside an editable form
  // field (the command palette's search, for one), whose typing is its own.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Widgets such as the palette's search re-dispatch keys to their list: only real presses count.
      if (!event.isTrusted) return;
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const readOnly = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused.readOnly : false;
      if (focused && isFormField(focused.tagName, focused.isContentEditable, readOnly)) return;
      if (focused === captureArea && shouldPreventDefault(event.key)) event.preventDefault();
      setInfo(keyInfo(event));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [captureArea]);

  const location = info ? LOCATION_NAMES[info.location] : undefined;
  return (
    <Card>
      {/* A focus target for keyboard and screen-reader users: as an application region, it receives the keys. */}
      <div
        ref={setCaptureArea}
        className={styles.capture}
        tabIndex={0}
        role="application"
        aria-label={t('captureArea')}
        aria-describedby={hintId}
      >
        <div aria-live="polite" aria-atomic="true">
          {info ? <span className={styles.key}>{info.displayedKey}</span> : <p className={styles.hint}>{t('hint')}</p>}
        </div>
        <p id={hintId} className={styles.focusHint}>
          {t('focusHint')}
        </p>
      </div>
      {info ? (
        <>
          <InfoRow label={t('key')} value={info.key} />
          <InfoRow label={t('keyCode')} value={String(info.keyCode)} />
          <InfoRow label={t('code')} value={info.code} />
          <InfoRow
            label={t('location')}
            value={String(info.location)}
            description={location ? t(`locations.${location}`) : undefined}
          />
          <InfoRow label={t('modifiers')} value={info.modifiers.join(' + ')} placeholder={t('none')} />
        </>
      ) : null}
    </Card>
  );
}
