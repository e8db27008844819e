import { useMemo } from 'react';
import { useLastAnswer } from '@/hooks/useTask';
import { useLiveWorker } from '@/hooks/useWorker';
import { sanitizeMarkdownHtml } from './markdown-sanitize';
import styles from './Markdown.module.css';

/**
 * Renders Markdown sanitised with DOMPurify, so no script or handler gets through; default empty.
 * marked runs in the markdown worker: nothing is drawn until its HTML arrives (a changed text keeps
 * the last one's until then), and the plain text if the worker fails.
 */
export function Markdown({ markdown = '', className }: { markdown?: string; className?: string }) {
  const { value, error } = useLastAnswer(useLiveWorker('markdown', 'markdownToHtml', markdown.trim() === '' ? null : [markdown]));
  const html = useMemo(() => (value === undefined ? '' : sanitizeMarkdownHtml(value)), [value]);
  const classes = [styles.markdown, error === undefined ? '' : styles.plain, className].filter(Boolean).join(' ');
  if (error !== undefined) return <div className={classes}>{markdown}</div>;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
