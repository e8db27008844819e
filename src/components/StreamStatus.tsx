import { TaskStatus } from '@/components/TaskStatus';
import { formatClock, transferStats } from '@/lib/chunked-file';
import { formatBytes } from '@/lib/format';
import styles from './StreamStatus.module.css';

export interface StreamStatusProps {
  running: boolean;
  startedAt?: number;
  progress?: { done: number; total: number };
  /** Milliseconds from the start to the last progress report. */
  elapsedMs?: number;
  onCancel: () => void;
  /** Formats the rate line, e.g. t('rate', { rate, eta }) → "120.5 MiB/s · 0:12 left". */
  rateText: (values: { rate: string; eta: string }) => string;
  /** Extra line (e.g. which file is being read). */
  detail?: string;
}

/** The progress view of a task state (see src/hooks/useTask.ts): running, start, progress and the time to the last report. */
export function streamStatusProps(state: {
  status: string;
  startedAt?: number;
  progress?: { done: number; total: number };
  progressAt?: number;
}) {
  if (state.status !== 'running' || state.startedAt === undefined) return { running: false };
  return {
    running: true,
    startedAt: state.startedAt,
    progress: state.progress,
    elapsedMs: (state.progressAt ?? state.startedAt) - state.startedAt,
  };
}

/** The shared progress bar (percent and bytes) with Cancel, plus the throughput and the time left. */
export function StreamStatus({ running, startedAt, progress, elapsedMs = 0, onCancel, rateText, detail }: StreamStatusProps) {
  const elapsed = elapsedMs;
  const stats = progress ? transferStats(progress.done, progress.total, elapsed) : undefined;
  return (
    <div className={styles.status}>
      <TaskStatus running={running} startedAt={startedAt} progress={progress} bytes onCancel={onCancel} />
      {running && stats && stats.secondsLeft !== undefined && elapsed >= 300 ? (
        <div className={styles.rate}>
          {detail ? <span>{detail}</span> : null}
          <span>{rateText({ rate: formatBytes(stats.bytesPerSecond), eta: formatClock(stats.secondsLeft) })}</span>
        </div>
      ) : null}
    </div>
  );
}
