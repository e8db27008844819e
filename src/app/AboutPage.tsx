import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { rememberToolInputsAtom, useAtom } from '@/state';
import { Markdown } from '@/ui/Markdown';
import { Switch } from '@/ui/Switch';
import { usePageHead } from './head';
import styles from './AboutPage.module.css';

/** Loaded on demand: it pulls in the Markdown widget (DOMPurify; marked runs in the markdown worker). */
export default function AboutPage() {
  const { t } = useTranslation('app');
  usePageHead(t('about.pageTitle'));
  const [remember, setRemember] = useAtom(rememberToolInputsAtom);
  const markdown = t('about.markdown', {
    sourceRepository: config.links.sourceRepository,
    issueTracker: config.links.issueTracker,
    support: config.links.support,
  });
  return (
    <article className={styles.about}>
      <h1>{t('about.title')}</h1>
      <Markdown markdown={markdown} />
      <section aria-labelledby="about-data">
        <h2 id="about-data">{t('about.dataTitle')}</h2>
        <Switch label={t('about.remember')} isSelected={remember} onChange={setRemember} />
        <p className={styles.help}>{t('about.rememberHelp')}</p>
      </section>
    </article>
  );
}
