import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useRememberedText } from '@/hooks/useTextInput';
import { useLiveWorker } from '@/hooks/useWorker';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { ValueRow } from '@/ui/ValueRow';
import { formatByteSize, textStatistics, type TextStatistics } from './logic';

/** Texts up to this size are counted in the page at every keystroke (well under a millisecond). */
const IN_PAGE_CHARS = 64 * 1024;
/** Bigger ones go to the worker once typing pauses this long. */
const WORKER_DEBOUNCE_MS = 150;

const EMPTY: TextStatistics = textStatistics('');

export default function TextStatisticsTool() {
  const { t } = useTranslation('text-statistics');
  const [state, setState] = useToolState({ text: '' });
  const [text, setText] = useRememberedText(state.text, (value) => setState({ text: value }));
  const small = text.length <= IN_PAGE_CHARS;
  const inPage = useMemo(() => (small ? textStatistics(text) : undefined), [small, text]);
  const big = useLiveWorker('text-stats', 'textStatistics', small ? null : [text], { debounceMs: WORKER_DEBOUNCE_MS });
  // Counts of an earlier text are never shown: blank until the worker answers for this one.
  const stats = small ? (inPage ?? EMPTY) : big.value;
  const show = (value: number | undefined) => (value === undefined ? '' : String(value));

  return (
    <Card>
      <SourceText label={t('input')} value={text} onChange={setText} placeholder={t('placeholder')} rows={6} openFile />
      <TaskStatus {...taskStatusProps(big.state)} onCancel={big.cancel} />
      <TaskError error={small ? undefined : big.error} ns="text-statistics" />
      <ValueRow label={t('characters')}>{show(stats?.characters)}</ValueRow>
      <ValueRow label={t('words')}>{show(stats?.words)}</ValueRow>
      <ValueRow label={t('lines')}>{show(stats?.lines)}</ValueRow>
      <ValueRow label={t('bytes')}>{stats ? formatByteSize(stats.bytes) : ''}</ValueRow>
    </Card>
  );
}
