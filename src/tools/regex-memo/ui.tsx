import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { Link } from '@/ui/Link';
import { TextCopyable } from '@/ui/TextCopyable';
import { codeText } from './code-text';
import { REFERENCES, REGEX_MEMO, type MemoSection } from './logic';
import styles from './ui.module.css';

/** One section as a two-column table; a press on a syntax copies it. */
const SectionTable = memo(function SectionTable({ section }: { section: MemoSection }) {
  const { t } = useTranslation('regex-memo');
  const title = t(`sections.${section.id}`);
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
          {section.rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.syntax}>
                <TextCopyable value={row.syntax} monospace />
              </td>
              <td>{codeText(t(`entries.${row.id}`))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
});

/** Sections drawn in the first render; the others follow in an interruptible one (about 60 copyable syntaxes in all). */
const FIRST_SECTIONS = 1;

export default function RegexMemo() {
  const { t } = useTranslation('regex-memo');
  const shown = useDeferredValue(REGEX_MEMO.length, FIRST_SECTIONS);
  return (
    <div className={styles.sheet}>
      {REGEX_MEMO.slice(0, shown).map((section) => (
        <SectionTable key={section.id} section={section} />
      ))}
      {shown === REGEX_MEMO.length ? (
        <Card title={t('sections.references')}>
          <ul className={styles.references}>
            {REFERENCES.map((reference) => (
              <li key={reference.id}>
                <Link href={reference.url}>{t(`references.${reference.id}`)}</Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
