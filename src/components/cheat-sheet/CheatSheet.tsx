import { memo, useDeferredValue, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { TextCopyable } from '@/ui/TextCopyable';
import styles from './CheatSheet.module.css';
import { markupText } from './markup';
import type { CheatSheetSection } from './types';

/**
 * 'table': each section a table of the code (a press copies it) and its text, headed by
 * `columns.syntax` and `columns.meaning`; 'tips': each entry its text, then its code in a block
 * with a copy button.
 */
export type CheatSheetLayout = 'table' | 'tips';

export interface CheatSheetProps {
  /** The tool's locale namespace: titles under `sections.<id>`, texts under `entries.<id>` (<strong> and <code> only). */
  namespace: string;
  sections: readonly CheatSheetSection[];
  layout: CheatSheetLayout;
  /** 'tips': what the copy button of a code is named after ("Copy <label>"); the code itself by default. Give a module function. */
  copyLabel?: (code: string) => string;
  /** Drawn after the last section, once every section is there (references, a footnote). */
  children?: ReactNode;
}

interface SectionProps extends Omit<CheatSheetProps, 'namespace' | 'sections' | 'children'> {
  section: CheatSheetSection;
  t: TFunction;
}

const same = (code: string) => code;

// Translated once for the sheet and handed down: useTranslation per row cost each row a copy of the
// i18n instance and two event subscriptions on mount, for texts that change only with the language.
const Section = memo(function Section({ section, t, layout, copyLabel = same }: SectionProps) {
  const title = t(`sections.${section.id}`);
  if (layout === 'tips') {
    return (
      <Card title={title}>
        {section.entries.map((entry) => (
          <div key={entry.id} className={styles.tip}>
            <p className={styles.text}>{markupText(t(`entries.${entry.id}`))}</p>
            <div className={styles.code}>
              <pre>
                <code>{entry.code}</code>
              </pre>
              <CopyButton value={entry.code} label={copyLabel(entry.code)} />
            </div>
          </div>
        ))}
      </Card>
    );
  }
  return (
    <Card title={title}>
      <table className={styles.table} aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('columns.syntax')}</th>
            <th scope="col">{t('columns.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {section.entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.syntax}>
                <TextCopyable value={entry.code} monospace />
              </td>
              <td>{markupText(t(`entries.${entry.id}`))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
});

/** Sections in the first render; the others follow in an interruptible one, so the first paint stays short. */
const FIRST_SECTIONS = 1;

/** A cheat sheet: its sections as cards, each code copyable, its texts from the tool's namespace. */
export function CheatSheet({ namespace, sections, layout, copyLabel, children }: CheatSheetProps) {
  const { t } = useTranslation(namespace);
  const shown = useDeferredValue(sections.length, Math.min(FIRST_SECTIONS, sections.length));
  return (
    <div className={styles.sheet}>
      {sections.slice(0, shown).map((section) => (
        <Section key={section.id} section={section} t={t} layout={layout} copyLabel={copyLabel} />
      ))}
      {shown === sections.length ? children : null}
    </div>
  );
}
