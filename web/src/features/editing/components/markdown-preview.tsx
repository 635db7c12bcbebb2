import { useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from '../rules/render-markdown';
import styles from './editor.module.css';

/** The rendered page beside the text; raw HTML in the text is shown as text, never run. */
export function MarkdownPreview({ text, label }: { text: string; label: string }) {
  const deferred = useDeferredValue(text);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <section
      className={styles.preview}
      aria-label={label}
      data-testid="markdown-preview"
      // Safe: renderMarkdown escapes all HTML in the source (html: false) and refuses unsafe links.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
