import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { Markdown } from '@/ui/Markdown';
import { usePageHead } from './head';
import styles from './AboutPage.module.css';

/** Loaded on demand: it pulls in the Markdown renderer. */
export default function AboutPage() {
  const { t } = useTranslation('app');
  usePageHead(t('about.pageTitle'));
  const markdown = t('about.markdown', {
    sourceRepository: config.links.sourceRepository,
    issueTracker: config.links.issueTracker,
    support: config.links.support,
  });
  return (
    <article className={styles.about}>
      <h1>{t('about.title')}</h1>
      <Markdown markdown={markdown} />
    </article>
  );
}
