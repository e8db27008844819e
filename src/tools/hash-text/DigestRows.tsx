import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigest, type Algorithm, type DigestEncoding } from '@/lib/hashing/digests';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Checkbox } from './Checkbox';
import styles from './ui.module.css';

export interface Row {
  key: string;
  algorithm: Algorithm;
  label: string;
  digest?: Uint8Array;
}

interface DigestRowsProps {
  rows: readonly Row[];
  encoding: DigestEncoding;
  matches: ReadonlySet<string>;
  /** File mode: the ticked algorithms (each row then has its "Include" checkbox). */
  ticks?: ReadonlySet<Algorithm>;
  onTick: (algorithm: Algorithm, on: boolean) => void;
  /**
   * New digests are on their way: the emptied rows keep their copy buttons enabled (a press copies
   * nothing until they come), so the buttons are not drawn twice at each keystroke.
   */
  pending?: boolean;
}

/** One copyable row per algorithm (and file). Memoised: progress updates do not re-render it. */
export const DigestRows = memo(function DigestRows({ rows, encoding, matches, ticks, onTick, pending }: DigestRowsProps) {
  const { t } = useTranslation('hash-text');
  return (
    <div className={styles.rows}>
      {rows.map((row, index) => {
        const value = row.digest ? formatDigest(row.digest, encoding) : '';
        const firstOfAlgorithm = index === 0 || rows[index - 1]!.algorithm !== row.algorithm;
        const match = matches.has(row.key);
        return (
          <div key={row.key} className={styles.row} data-match={match || undefined}>
            {ticks && firstOfAlgorithm ? (
              // Visible, on the label's line: "Include <ALGO>" is the checkbox's label.
              <div className={styles.tick}>
                <Checkbox
                  label={t('include', { algorithm: row.algorithm })}
                  isSelected={ticks.has(row.algorithm)}
                  onChange={(on) => onTick(row.algorithm, on)}
                />
              </div>
            ) : null}
            <InputText
              className={styles.value}
              label={row.label}
              value={value}
              readOnly
              monospace
              rawText
              placeholder=""
              description={
                row.algorithm === 'Keccak-512' || match ? (
                  <>
                    {match ? <span className={styles.badge}>{t('match')}</span> : null}
                    {row.algorithm === 'Keccak-512' && firstOfAlgorithm ? t('keccakHint') : null}
                  </>
                ) : undefined
              }
              actions={<CopyButton value={value} label={row.label} isDisabled={!value && !pending} />}
            />
          </div>
        );
      })}
    </div>
  );
});
