import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressWithCancel } from './ProgressWithCancel';

export const SHOW_PROGRESS_AFTER_MS = 300;

/** The status view of a task state (see src/hooks/useTask.ts). */
export function taskStatusProps(state: { status: string; startedAt?: number; progress?: { done: number; total: number } }) {
  return state.status === 'running'
    ? { running: true, startedAt: state.startedAt, progress: state.progress }
    : { running: false };
}

export interface TaskStatusProps {
  running: boolean;
  startedAt?: number;
  progress?: { done: number; total: number };
  /** Progress counts bytes (shows sizes). */
  bytes?: boolean;
  onCancel: () => void;
}

/** After ~300 ms of work: a progress bar (or the elapsed time) and "Cancel"; quicker work shows nothing, so it never flickers. */
export function TaskStatus({ running, startedAt, progress, bytes, onCancel }: TaskStatusProps) {
  const { t } = useTranslation('app');
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  if (!running || startedAt === undefined) return null;
  const elapsed = Math.max(0, now - startedAt);
  if (elapsed < SHOW_PROGRESS_AFTER_MS) return null;
  return (
    <ProgressWithCancel
      progress={progress}
      bytes={bytes}
      status={t('task.elapsed', { seconds: (elapsed / 1000).toFixed(1) })}
      onCancel={onCancel}
    />
  );
}
