import { useMemo } from 'react';
import { sanitizePostHtml } from '../rules/post-html';
import styles from './discussion.module.css';

/** Someone's rich text, cleaned once more in the browser before it touches the page. */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePostHtml(html), [html]);
  return <div className={styles.content} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
