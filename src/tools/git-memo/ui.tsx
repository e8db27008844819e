import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { CHEATSHEET, commandOnOneLine, type CheatsheetEntry } from './logic';
import { tipText } from './tip-text';
import styles from './ui.module.css';

function Tip({ entry }: { entry: CheatsheetEntry }) {
  const { t } = useTranslation('git-memo');
  return (
    <div className={styles.tip}>
      <p className={styles.text}>{tipText(t(`entries.${entry.id}`))}</p>
      <div className={styles.code}>
        <pre>
          <code>{entry.command}</code>
        </pre>
        <CopyButton value={entry.command} label={commandOnOneLine(entry.command)} />
      </div>
    </div>
  );
}

export default function GitMemo() {
  const { t } = useTranslation('git-memo');
  return (
    <div className={styles.sheet}>
      {CHEATSHEET.map((section) => (
        <Card key={section.id} title={t(`sections.${section.id}`)}>
          {section.entries.map((entry) => (
            <Tip key={entry.id} entry={entry} />
          ))}
        </Card>
      ))}
    </div>
  );
}
