import { useMemo } from 'react';
import { renderMarkdown } from './markdown-render';
import styles from './Markdown.module.css';

/** Renders Markdown sanitised with DOMPurify, so no script or handler gets through; default empty. */
export function Markdown({ markdown = '', className }: { markdown?: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className={[styles.markdown, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
