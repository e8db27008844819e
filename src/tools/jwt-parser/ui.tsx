import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { useFollow, useTask } from '@/hooks/useTask';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { ValueRow } from '@/ui/ValueRow';
import { ClaimsTable } from './ClaimsTable';
import { decodeJwt, nextStatusChange, tokenStatus, type DecodedJwt } from './logic';
import styles from './ui.module.css';
import { verifyJwt } from './verify';

const SAMPLE_JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
/** setTimeout's largest delay; later status changes are re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

type Decoded = { jwt: DecodedJwt } | { failure: string; count?: number };

function decode(input: string): Decoded {
  try {
    return { jwt: decodeJwt(input) };
  } catch (error) {
    if (isInputError(error)) return { failure: String(error.params.failure), count: Number(error.params.count) };
    throw error;
  }
}

/** The current time, moved forward when the token's status can next change (exp or nbf reached). */
function useStatusClock(payload: Record<string, unknown> | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!payload) return;
    const next = nextStatusChange(payload, Date.now());
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMER_MS, next - Date.now() + 1));
    return () => clearTimeout(timer);
  }, [payload, now]);
  return now;
}

export default function JwtParser() {
  const { t, i18n } = useTranslation('jwt-parser');
  // Sensitive tool: the token and the key live only in this page.
  const [input, setInput] = useState(SAMPLE_JWT);
  const [key, setKey] = useState('');
  useHoldBusy(input !== SAMPLE_JWT || key !== '', 'unsaved');

  const decoded = useMemo(() => decode(input), [input]);
  const jwt = 'jwt' in decoded ? decoded.jwt : undefined;
  const now = useStatusClock(jwt?.payload);
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    return (ms: number) => format.format(ms);
  }, [i18n.language]);

  const verifyTask = useTask((_context, token: string, alg: unknown, keyText: string) => verifyJwt(token, alg, keyText));
  const verification = useFollow(verifyTask, jwt && key.trim() !== '' ? [jwt.token, jwt.header.alg, key] : null, 150);

  return (
    <>
      <Card>
        <InputText
          label={t('input')}
          value={input}
          onChange={setInput}
          multiline
          autosize
          rows={4}
          monospace
          rawText
          autoFocus
          placeholder={t('placeholder')}
          error={'failure' in decoded ? t('invalidJwt') : undefined}
          errorDetail={'failure' in decoded ? t(`failures.${decoded.failure}`, { count: decoded.count }) : undefined}
        />
        {jwt ? (
          <>
            <ClaimsTable title={t('header')} claims={jwt.headerClaims} formatDate={formatDate} />
            <ClaimsTable title={t('payload')} claims={jwt.payloadClaims} formatDate={formatDate} />
            <ValueRow label={t('tokenStatus')}>{t(`status.${tokenStatus(jwt.payload, now)}`)}</ValueRow>
          </>
        ) : null}
      </Card>
      <Card title={t('verifyTitle')}>
        <InputText
          label={t('key')}
          value={key}
          onChange={setKey}
          multiline
          autosize
          rows={3}
          monospace
          rawText
          placeholder={t('keyPlaceholder')}
          description={t('keyHint')}
        />
        <ValueRow label={t('signature')}>
          {!jwt || key.trim() === '' ? (
            ''
          ) : verification.value?.status === 'verified' ? (
            <span className={styles.verified}>{t('verified')}</span>
          ) : verification.value?.status === 'invalid' ? (
            <span className={styles.failed}>{t('invalidSignature')}</span>
          ) : verification.value?.status === 'cannot' ? (
            t('cannotVerify', { reason: t(`verifyReasons.${verification.value.reason}`) })
          ) : (
            t('verifying')
          )}
        </ValueRow>
        <TaskError error={verification.error} ns="jwt-parser" />
      </Card>
    </>
  );
}
