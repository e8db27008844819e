import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import type { OutputSinkKind } from '@/lib/output-sink';
import { Button } from '@/ui/Button';
import { StreamStatus, streamStatusProps } from './StreamStatus';
import styles from './SaveToFile.module.css';
import { TaskError } from './TaskError';

/** A streamed save seen from the current input (a task state, see src/hooks/useTask.ts). */
export interface SaveState {
  status: 'idle' | 'running' | 'done' | 'error' | 'cancelled';
  startedAt?: number;
  progress?: { done: number; total: number };
  progressAt?: number;
  error?: unknown;
}

export interface SaveToFileProps {
  /**
   * The tool's namespace; it holds `saveInMemory`, `rate`, and for a picked file the keys
   * `saveHint`, `saveWriting`, `saveDone`, `saveCancelled`, `saveFailed` (with {{name}}, and
   * {{size}} for saveDone), for a streamed download the same with `stream` instead of `save`.
   */
  ns: string;
  /** Where the output goes (useOutputSinkKind()): a picked file, a streamed download, or a Blob. */
  sink: OutputSinkKind;
  /** The button's text, unique within the tool (e.g. "Save base64 to file…"). */
  label: string;
  isDisabled?: boolean;
  state: SaveState;
  /** The picked file's name, or the download's. */
  target?: string;
  /** Bytes written, once done. */
  written?: number;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * "Save to file…" (or a streamed download): the output streamed into a file the person picks, or
 * into a download as it is made, with progress, Cancel, and a line saying where it went (or that
 * it was not saved). Without either, a note says the output is kept in memory and downloaded
 * instead (the Blob fallback).
 */
export function SaveToFile({ ns, sink, label, isDisabled, state, target = '', written, onSave, onCancel }: SaveToFileProps) {
  const { t } = useTranslation(ns);
  if (sink === 'blob') return <p className={styles.note}>{t('saveInMemory')}</p>;
  const key = (name: string) => `${sink === 'file' ? 'save' : 'stream'}${name}`;
  const running = state.status === 'running';
  const result =
    state.status === 'running'
      ? t(key('Writing'), { name: target })
      : state.status === 'done'
        ? t(key('Done'), { name: target, size: formatBytes(written ?? 0) })
        : state.status === 'cancelled'
          ? t(key('Cancelled'), { name: target })
          : state.status === 'error'
            ? t(key('Failed'), { name: target })
            : undefined;
  return (
    <div className={styles.save}>
      <Button isDisabled={isDisabled || running} onPress={onSave}>
        {label}
      </Button>
      <p className={styles.note}>{t(key('Hint'))}</p>
      <StreamStatus {...streamStatusProps(state)} onCancel={onCancel} rateText={(values) => t('rate', values)} />
      {result ? (
        <p className={styles.result} role="status">
          {result}
        </p>
      ) : null}
      <TaskError error={state.status === 'error' ? state.error : undefined} ns={ns} />
    </div>
  );
}

/** A streamed save's task state (see useTask), seen from the current input: idle unless it ran on `input`. */
export function saveStateFor<M, A extends readonly unknown[]>(
  state:
    | { status: 'idle' }
    | {
        status: 'running' | 'cancelled';
        args: A;
        startedAt?: number;
        progress?: { done: number; total: number };
        progressAt?: number;
      }
    | { status: 'done'; args: A; result: readonly [M, number | undefined] }
    | { status: 'error'; args: A; error: unknown },
  input: unknown,
  /** The input a run was given, read from its arguments. */
  inputOf: (args: A) => unknown,
): SaveState & { written?: number; meta?: M } {
  if (state.status === 'idle' || !Object.is(inputOf(state.args), input)) return { status: 'idle' };
  if (state.status === 'done') return { status: 'done', meta: state.result[0], written: state.result[1] };
  return state;
}
