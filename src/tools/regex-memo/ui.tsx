import { useTranslation } from 'react-i18next';
import { CheatSheet } from '@/components/cheat-sheet/CheatSheet';
import { Card } from '@/ui/Card';
import { Link } from '@/ui/Link';
import { REFERENCES, REGEX_MEMO } from './logic';
import styles from './ui.module.css';

export default function RegexMemo() {
  const { t } = useTranslation('regex-memo');
  return (
    <CheatSheet namespace="regex-memo" sections={REGEX_MEMO} layout="table">
      <Card title={t('sections.references')}>
        <ul className={styles.references}>
          {REFERENCES.map((reference) => (
            <li key={reference.id}>
              <Link href={reference.url}>{t(`references.${reference.id}`)}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </CheatSheet>
  );
}
