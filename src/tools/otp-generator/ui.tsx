import { RefreshCw } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '@/components/QrCodeImage';
import { TaskError } from '@/components/TaskError';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import type { QrStyle } from '@/lib/qr-code';
import { integerIn, oneOf } from '@/lib/query-options';
import { retryableImport } from '@/lib/retryable-import';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Link } from '@/ui/Link';
import { NumberInput } from '@/ui/NumberInput';
import { ProgressBar } from '@/ui/ProgressBar';
import { Select } from '@/ui/Select';
import { Tooltip } from '@/ui/Tooltip';
import { ValueRow } from '@/ui/ValueRow';
import { CodeButton } from './CodeButton';
import {
  checkCode,
  checkPeriod,
  generateSecret,
  keyUri,
  MAX_PERIOD,
  MIN_PERIOD,
  normalizeSecret,
  OTP_ALGORITHMS,
  OTP_DIGITS,
  type OtpAlgorithm,
} from './secret';
import styles from './ui.module.css';

const NO_ARGS: [] = [];

/** otpauth (~9 KB gzip) stays out of the first load: the form draws without it. The QR code is drawn by the qr worker. */
const loadCodes = retryableImport(() => import('./logic'));

const defaults = { issuer: 'Toolshed', accountName: 'demo-user', algorithm: 'SHA1', digits: '6', period: 30 };
// Black on white as authenticator apps expect; medium error correction, the encoder's usual default.
const QR_STYLE: QrStyle = { foreground: '#000000', background: '#ffffff', errorCorrection: 'medium' };

/** Date.now(), refreshed every second (codes and countdown move with it). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function errorKeyOf(work: () => void): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    if (isInputError(error)) return error.key;
    throw error;
  }
}

const ALGORITHM_OPTIONS = OTP_ALGORITHMS.map((value) => ({ value, label: value }));
const DIGIT_OPTIONS = OTP_DIGITS.map((value) => ({ value, label: value }));
type OtpOptions = typeof defaults;

/**
 * Issuer, account, algorithm, digits and period. Memoised with stable callbacks: the tool renders
 * again every second and on each new secret, and these React Aria fields need not.
 */
const OtpSettings = memo(function OtpSettings({
  options,
  algorithm,
  digits,
  periodError,
  setOptions,
}: {
  options: OtpOptions;
  algorithm: OtpAlgorithm;
  digits: string;
  periodError?: string;
  setOptions: (patch: Partial<OtpOptions>) => void;
}) {
  const { t } = useTranslation('otp-generator');
  const onIssuer = useCallback((issuer: string) => setOptions({ issuer }), [setOptions]);
  const onAccount = useCallback((accountName: string) => setOptions({ accountName }), [setOptions]);
  const onAlgorithm = useCallback((value: OtpAlgorithm) => setOptions({ algorithm: value }), [setOptions]);
  const onDigits = useCallback((value: string) => setOptions({ digits: value }), [setOptions]);
  const onPeriod = useCallback((period: number) => setOptions({ period }), [setOptions]);
  return (
    <>
      <div className={styles.row}>
        <InputText label={t('issuer')} value={options.issuer} onChange={onIssuer} />
        <InputText label={t('accountName')} value={options.accountName} onChange={onAccount} />
      </div>
      <div className={styles.row}>
        <Select<OtpAlgorithm> label={t('algorithm')} value={algorithm} onChange={onAlgorithm} options={ALGORITHM_OPTIONS} />
        <Select<string> label={t('digits')} value={digits} onChange={onDigits} options={DIGIT_OPTIONS} />
      </div>
      <NumberInput
        label={t('period')}
        value={options.period}
        onChange={onPeriod}
        snapToStep={false}
        error={periodError ? t(periodError, { min: MIN_PERIOD, max: MAX_PERIOD }) : undefined}
      />
    </>
  );
});

export default function OtpGenerator() {
  const { t } = useTranslation('otp-generator');
  // Sensitive tool: the options persist and the algorithm, digits and period go in the URL; the secret never does.
  const [options, setOptions] = useToolState(defaults, {
    persist: ['issuer', 'accountName', 'algorithm', 'digits', 'period'],
    query: ['algorithm', 'digits', 'period'],
    valid: { algorithm: oneOf(OTP_ALGORITHMS), digits: oneOf(OTP_DIGITS), period: integerIn(MIN_PERIOD, MAX_PERIOD) },
  });
  const [generated, setGenerated] = useState(generateSecret);
  const [secret, setSecret] = useState(generated);
  const [code, setCode] = useState('');
  useHoldBusy(secret !== generated, 'unsaved');
  const now = useNow();

  const algorithm: OtpAlgorithm = (OTP_ALGORITHMS as readonly string[]).includes(options.algorithm)
    ? (options.algorithm as OtpAlgorithm)
    : 'SHA1';
  const digits = (OTP_DIGITS as readonly string[]).includes(options.digits) ? options.digits : '6';
  const totpOptions = { secret, algorithm, digits: Number(digits), period: options.period };
  const codesTask = useTask(loadCodes);
  const codes = useFollow(codesTask, NO_ARGS);
  const logic = codes.value;
  const secretError = errorKeyOf(() => normalizeSecret(secret));
  const periodError = errorKeyOf(() => checkPeriod(options.period));
  const valid = !secretError && !periodError;
  const state = valid && logic ? logic.totpState(totpOptions, now) : undefined;
  const { issuer, accountName, period } = options;
  const uri = useMemo(
    () => (valid ? keyUri({ secret, algorithm, digits: Number(digits), period, issuer, accountName }) : ''),
    [valid, secret, algorithm, digits, period, issuer, accountName],
  );
  const secretHex = secretError || !logic ? '' : logic.secretToHex(secret);
  const check = state && code.trim() !== '' ? checkCode(code, state) : undefined;

  const newSecret = useCallback(() => {
    const fresh = generateSecret();
    setGenerated(fresh);
    setSecret(fresh);
  }, []);
  const secretActions = useMemo(
    () => (
      <Tooltip content={t('newSecret')}>
        <Button quiet circle size="small" aria-label={t('newSecret')} onPress={newSecret}>
          <RefreshCw size={14} aria-hidden />
        </Button>
      </Tooltip>
    ),
    [t, newSecret],
  );

  return (
    <>
      <Card>
        <InputText
          label={t('secret')}
          value={secret}
          onChange={setSecret}
          placeholder={t('secretPlaceholder')}
          monospace
          rawText
          error={secretError ? t(secretError) : undefined}
          actions={secretActions}
        />
        <OtpSettings options={options} algorithm={algorithm} digits={digits} periodError={periodError} setOptions={setOptions} />
      </Card>
      <Card>
        <div className={styles.codes}>
          <CodeButton label={t('previous')} code={state?.previous ?? ''} tooltip={t('copyPrevious')} />
          <CodeButton label={t('current')} code={state?.current ?? ''} tooltip={t('copyCurrent')} primary />
          <CodeButton label={t('next')} code={state?.next ?? ''} tooltip={t('copyNext')} />
        </div>
        {codes.error ? (
          <div className={styles.qr}>
            <TaskError error={codes.error} ns="otp-generator" />
            <Button onPress={() => void codesTask.run()}>{t('app:toolError.retry')}</Button>
          </div>
        ) : null}
        <ProgressBar
          label={t('countdown')}
          labelHidden
          fraction={state ? 1 - state.remaining / options.period : 0}
          valueText={state ? t('nextIn', { seconds: String(state.remaining).padStart(2, '0') }) : ''}
        />
        <div className={styles.qr}>
          {uri ? (
            <>
              <QrCodeImage text={uri} style={QR_STYLE} alt={t('qrAlt')} ns="otp-generator" downloadPngLabel={t('downloadQr')} />
              <Link href={uri} variant="button" target="_blank">
                {t('openUri')}
              </Link>
            </>
          ) : null}
        </div>
        <InputText
          label={t('secretHex')}
          value={secretHex}
          readOnly
          monospace
          actions={<CopyButton value={secretHex} label={t('secretHex')} isDisabled={!secretHex} />}
        />
        <InputText label={t('epoch')} value={state ? String(state.epochSeconds) : ''} readOnly monospace />
        <h3 className={styles.sectionTitle}>{t('iteration')}</h3>
        <div className={styles.row}>
          <InputText label={t('count')} value={state ? String(state.counter) : ''} readOnly monospace />
          <InputText label={t('paddedHex')} value={state?.paddedHex ?? ''} readOnly monospace />
        </div>
      </Card>
      <Card title={t('verifyTitle')}>
        <InputText label={t('codeToVerify')} value={code} onChange={setCode} inputMode="numeric" monospace rawText />
        <ValueRow label={t('verification')}>
          {check ? <span className={check === 'invalid' ? styles.invalid : styles.valid}>{t(`checks.${check}`)}</span> : ''}
        </ValueRow>
      </Card>
    </>
  );
}
