import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { TextOutput } from '@/components/TextOutput';
import { useRememberedText } from '@/hooks/useTextInput';
import { useLiveWorker } from '@/hooks/useWorker';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { normalizeEmails, type InvalidLineText } from './logic';
import styles from './ui.module.css';

/**
 * Lists up to this size are normalised in the page (about 1,300 addresses: a few milliseconds on a
 * slow phone); 100,000 lines take a tenth of a second on a desktop, so bigger lists go to the worker.
 */
const IN_PAGE_CHARS = 32 * 1024;
/** Bigger ones go to the worker once typing pauses this long. */
const WORKER_DEBOUNCE_MS = 150;
/** Stands for the line in the translated message, to split it around the line. */
const LINE_MARK = '\u0000';

export default function EmailNormalizer() {
  const { t } = useTranslation('email-normalizer');
  const [state, setState] = useToolState({ emails: '' });
  const [emails, setEmails] = useRememberedText(state.emails, (value) => setState({ emails: value }));
  const clear = useCallback(() => setEmails(''), [setEmails]);
  const message = t('invalidLine', { line: LINE_MARK });
  const invalid = useMemo<InvalidLineText>(() => {
    const [prefix = '', suffix = ''] = message.split(LINE_MARK);
    return { prefix, suffix };
  }, [message]);

  const small = emails.length <= IN_PAGE_CHARS;
  // The field shows the keystroke in its own task and hands it over in the next (SourceText's
  // deferTool), which normalises a small list here; a big one goes to the worker.
  const inPage = useMemo(() => (small ? normalizeEmails(emails, invalid) : ''), [small, emails, invalid]);
  const big = useLiveWorker('text-stats', 'normalizeEmails', small ? null : [emails, invalid], {
    debounceMs: WORKER_DEBOUNCE_MS,
  });
  // The output of an earlier list is never shown under a big one: blank until the worker answers.
  const output = small ? inPage : (big.value ?? '');

  return (
    <Card>
      <SourceText
        label={t('input')}
        value={emails}
        onChange={setEmails}
        placeholder={t('placeholder')}
        rows={8}
        monospace
        openFile
      />
      <div className={styles.actions}>
        <Button onPress={clear} isDisabled={emails === ''}>
          {t('clear')}
        </Button>
      </div>
      <TaskStatus {...taskStatusProps(big.state)} onCancel={big.cancel} />
      <TaskError error={small ? undefined : big.error} ns="email-normalizer" />
      <TextOutput label={t('output')} value={output} copyText={t('copy')} rows={8} monospace />
    </Card>
  );
}
