import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableOutput } from '@/components/CopyableOutput';
import { SourceText } from '@/components/SourceText';
import { useErrorText } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useStableCallback } from '@/hooks/useStableCallback';
import { useLastAnswer } from '@/hooks/useTask';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { isWorkerTimeout, useLiveWorker } from '@/hooks/useWorker';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { Checkbox } from '@/ui/Checkbox';
import { InputText } from '@/ui/InputText';
import type { RegexTestResult } from './logic';
import { MatchTable } from './match-table';
import {
  DEFAULT_FLAGS,
  effectiveFlags,
  FLAG_KEYS,
  flagLetters,
  flagPatch,
  TIME_LIMIT_MS,
  type FlagKey,
  type RegexFlags,
} from './options';
import styles from './ui.module.css';

const DEFAULTS = { regex: '', text: '', ...DEFAULT_FLAGS };
const QUERY = ['regex', ...FLAG_KEYS] as const;

const FlagCheckbox = memo(function FlagCheckbox(props: {
  flag: FlagKey;
  isSelected: boolean;
  onToggle: (flag: FlagKey, value: boolean) => void;
}) {
  const { t } = useTranslation('regex-tester');
  const { flag, isSelected, onToggle } = props;
  return <Checkbox label={t(flag)} isSelected={isSelected} onChange={(value) => onToggle(flag, value)} />;
});

interface InputsProps {
  regex: string;
  flags: RegexFlags;
  text: string;
  /** The failure of the last run, in words (shown under the regex). */
  error?: string;
  onRegex: (regex: string) => void;
  onToggle: (flag: FlagKey, value: boolean) => void;
  onText: (text: string) => void;
}

/** The fields, memoised with stable setters: a run starting or answering does not draw them again. */
const Inputs = memo(function Inputs({ regex, flags, text, error, onRegex, onToggle, onText }: InputsProps) {
  const { t } = useTranslation('regex-tester');
  return (
    <>
      <InputText
        label={t('regex')}
        value={regex}
        onChange={onRegex}
        placeholder={t('regexPlaceholder')}
        monospace
        rawText
        error={error}
      />
      <div role="group" aria-label={t('flags')} className={styles.flags}>
        {FLAG_KEYS.map((flag) => (
          <FlagCheckbox key={flag} flag={flag} isSelected={flags[flag]} onToggle={onToggle} />
        ))}
      </div>
      <SourceText label={t('text')} value={text} onChange={onText} placeholder={t('textPlaceholder')} rows={5} openFile />
    </>
  );
});

/** The outputs of one answer; memoised and given a deferred answer, so typing never waits on a big table. */
const Results = memo(function Results({ result, hasText }: { result: RegexTestResult; hasText: boolean }) {
  const { t } = useTranslation('regex-tester');
  return (
    <>
      {hasText ? (
        <Card title={t('matches')}>
          {result.truncated ? <Alert type="info">{t('truncated')}</Alert> : null}
          {result.matches.length ? <MatchTable matches={result.matches} /> : <p className={styles.noMatch}>{t('noMatch')}</p>}
        </Card>
      ) : null}
      <Card title={t('sample')}>
        <CopyableOutput
          label={t('sample')}
          value={result.sample ?? ''}
          description={result.sample === undefined ? t('noSample') : result.sample === '' ? t('emptySample') : undefined}
        />
      </Card>
    </>
  );
});

/** The user's pattern runs only in the regex worker, stopped after TIME_LIMIT_MS (logic.ts and randexp load there). */
export default function RegexTester() {
  const { t } = useTranslation('regex-tester');
  const errorText = useErrorText('regex-tester');
  const [state, setState] = useToolState(DEFAULTS, { query: QUERY });
  const [text, changeText] = useRememberedText(state.text, (value) => setState({ text: value }));
  const setText = useStableCallback(changeText);
  const setRegex = useCallback((regex: string) => setState({ regex }), [setState]);
  const toggleFlag = useCallback((flag: FlagKey, value: boolean) => setState(flagPatch(flag, value)), [setState]);
  const { global, ignoreCase, multiline, dotAll, unicode, unicodeSets } = state;
  const flags = useMemo(
    () => effectiveFlags({ global, ignoreCase, multiline, dotAll, unicode, unicodeSets }),
    [global, ignoreCase, multiline, dotAll, unicode, unicodeSets],
  );

  // A newer input terminates a run still going (it may be backtracking), and no run lasts past the limit.
  const live = useLiveWorker('regex', 'testRegex', state.regex ? [state.regex, flagLetters(flags), text] : null, {
    debounceMs: 150,
    restartWhenSuperseded: true,
    progress: true,
    timeoutMs: TIME_LIMIT_MS,
  });
  // The last answer stays while the next is awaited, so the table does not blink at each keystroke.
  const answer = useLastAnswer(live);
  const error = answer.error === undefined ? undefined : isWorkerTimeout(answer.error) ? t('timeout') : errorText(answer.error);
  const result = useDeferredValue(answer.value);

  return (
    <>
      <Card>
        <Inputs
          regex={state.regex}
          flags={flags}
          text={text}
          error={error}
          onRegex={setRegex}
          onToggle={toggleFlag}
          onText={setText}
        />
        {/* Elapsed time and Cancel after 300 ms; a match has no steps to count. */}
        <TaskStatus {...taskStatusProps(live.state)} progress={undefined} onCancel={live.cancel} />
      </Card>
      {state.regex && result ? <Results result={result} hasText={text !== ''} /> : null}
    </>
  );
}
