import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderAsync } from 'docx-preview';
import styles from './office.module.css';

/** Links in a document may only lead to web pages or places inside it, in a new tab. */
function tameLinks(container: HTMLElement) {
  for (const link of container.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    if (/^(https?:|#)/i.test(href)) {
      if (!href.startsWith('#')) {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
    } else {
      link.removeAttribute('href');
    }
  }
}

/**
 * A Word document drawn by docx-preview (loaded only with this view). Embedded HTML chunks are
 * not rendered: they would run inside Qiao's page.
 */
export default function DocxView({ bytes }: { bytes: ArrayBuffer }) {
  const { t } = useTranslation('office');
  const body = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  useEffect(() => {
    const container = body.current;
    if (!container) return;
    let live = true;
    container.replaceChildren();
    renderAsync(bytes, container, undefined, {
      className: 'qiao-docx',
      inWrapper: true,
      ignoreLastRenderedPageBreak: true,
      renderAltChunks: false,
      useBase64URL: true,
    })
      .then(() => {
        if (!live) return;
        tameLinks(container);
        setState('shown');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [bytes]);
  return (
    <div className={styles.documentFrame}>
      {state === 'loading' && <Spin tip={t('preview.loading')} />}
      {state === 'failed' && <Alert type="warning" title={t('preview.failed')} />}
      {/* The page is laid out as the document says (a right-to-left document stays so). */}
      <div ref={body} dir="ltr" className={styles.docx} data-testid="docx-preview" />
    </div>
  );
}
