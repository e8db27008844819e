import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageHead } from './head';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  usePageHead(t('notFound.pageTitle'));
  return (
    <section className={styles.page}>
      <svg className={styles.illustration} viewBox="0 0 120 80" aria-hidden>
        <rect x="10" y="20" width="100" height="50" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 32 H110" stroke="currentColor" strokeWidth="3" />
        <circle cx="45" cy="50" r="4" fill="currentColor" />
        <circle cx="75" cy="50" r="4" fill="currentColor" />
        <path d="M48 62 Q60 56 72 62" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.sorry')}</p>
      <p className={styles.hint}>{t('notFound.cache')}</p>
      <Link href="/" className={styles.home}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
