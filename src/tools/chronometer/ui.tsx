import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Table } from '@/ui/Table';
import { elapsed, formatElapsed, isRunning, lap, lapRows, reset, toggle, type Stopwatch } from './logic';
import styles from './ui.module.css';

/** Keys that work anywhere on the page except in fields and on controls that use them. */
const SHORTCUTS: Record<string, 'toggle' | 'lap' | 'reset'> = { ' ': 'toggle', l: 'lap', r: 'reset' };

/** The elapsed time, repainted on every animation frame while running (no React render per frame). */
function ElapsedDisplay({ watch, label }: { watch: Stopwatch; label: string }) {
  const id = useId();
  const output = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const paint = () => {
      if (output.current) output.current.textContent = formatElapsed(elapsed(watch, performance.now()));
    };
    paint();
    if (!isRunning(watch)) return;
    let frame = requestAnimationFrame(function loop() {
      paint();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [watch]);
  return (
    <div className={styles.display}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      {/* role timer is not live: screen readers read it on demand, not every frame. */}
      <div ref={output} role="timer" aria-labelledby={id} className={styles.time} />
    </div>
  );
}

/** The watch rebuilt from what was saved: a run in progress keeps going across a reload. */
function restore(saved: { accumulated: number; startedAt: number; laps: string }): Stopwatch {
  const laps = saved.laps ? saved.laps.split(',').map(Number).filter(Number.isFinite) : [];
  const since = saved.startedAt > 0 ? performance.now() - Math.max(0, Date.now() - saved.startedAt) : null;
  return { accumulated: Math.max(0, saved.accumulated), since, laps };
}

export default function Chronometer() {
  const { t } = useTranslation('chronometer');
  const [saved, save] = useToolState({ accumulated: 0, startedAt: 0, laps: '' });
  const [watch, setWatch] = useState(() => restore(saved));
  const running = isRunning(watch);

  const apply = useCallback(
    (change: (watch: Stopwatch, now: number) => Stopwatch) => {
      const now = performance.now();
      const next = change(watch, now);
      setWatch(next);
      // Saved as wall-clock time only so that a reload can resume; the display uses the monotonic clock.
      save({
        accumulated: next.accumulated,
        startedAt: next.since === null ? 0 : Date.now() - (now - next.since),
        laps: next.laps.join(','),
      });
    },
    [watch, save],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = SHORTCUTS[event.key.toLowerCase()];
      const target = event.target as HTMLElement | null;
      const interactive = target?.closest('input, textarea, select, button, a, [role="button"], [contenteditable="true"]');
      if (!action || interactive || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      apply(action === 'toggle' ? toggle : action === 'lap' ? lap : () => reset());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [apply]);

  const rows = lapRows(watch.laps).map((row) => ({
    lap: String(row.lap),
    lapTime: formatElapsed(row.lapTime),
    total: formatElapsed(row.total),
  }));

  return (
    <Card>
      <ElapsedDisplay watch={watch} label={t('elapsed')} />
      <div className={styles.buttons}>
        <Button variant="primary" size="large" onPress={() => apply(toggle)} aria-keyshortcuts="Space">
          {running ? t('stop') : t('start')}
        </Button>
        <Button size="large" onPress={() => apply(() => reset())} aria-keyshortcuts="R">
          {t('reset')}
        </Button>
        {running ? (
          <Button size="large" onPress={() => apply(lap)} aria-keyshortcuts="L">
            {t('lap')}
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{t('shortcuts')}</p>
      {rows.length ? (
        <>
          <h2 className={styles.lapsTitle}>{t('laps')}</h2>
          <Table
            data={rows}
            headers={[
              { key: 'lap', label: t('lap') },
              { key: 'lapTime', label: t('lapTime') },
              { key: 'total', label: t('total') },
            ]}
            description={t('laps')}
          />
        </>
      ) : null}
    </Card>
  );
}
