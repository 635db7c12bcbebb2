import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import {
  ColumnWidthOutlined,
  LeftOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadPdfViewer } from './load-pdf-viewer';
import styles from './pdf-viewer.module.css';

type Viewer = InstanceType<Awaited<ReturnType<typeof loadPdfViewer>>['PDFViewer']>;

interface PdfState {
  status: 'loading' | 'ready' | 'failed';
  page: number;
  pages: number;
}

const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 5;
/** The longest a closed reader waits for the viewer's page requests before ending the worker. */
const PAGES_SETTLE_MS = 10_000;

const delay = (ms: number) => new Promise<void>((settle) => setTimeout(settle, ms));

/**
 * A PDF read inside the page with pdf.js's own viewer: pages render as they scroll into view, text
 * can be selected and searched by the browser, and links stay inside the document. Pages keep the
 * PDF's own left-to-right order whatever the interface direction.
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('common');
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const [state, setState] = useState<PdfState>({ status: 'loading', page: 1, pages: 0 });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const { openPdf, EventBus, PDFLinkService, PDFViewer } = await loadPdfViewer();
        if (cancelled) return;
        const eventBus = new EventBus();
        const linkService = new PDFLinkService({ eventBus, externalLinkTarget: 2 });
        const viewer = new PDFViewer({ container, eventBus, linkService, removePageBorders: true });
        linkService.setViewer(viewer);
        viewerRef.current = viewer;
        eventBus.on('pagesinit', () => {
          viewer.currentScaleValue = 'page-width';
        });
        eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
          setState((current) => ({ ...current, page: pageNumber }));
        });
        const task = openPdf(url);
        destroy = () => task.destroy();
        const document = await task.promise;
        if (cancelled) return;
        viewer.setDocument(document);
        linkService.setDocument(document);
        // The viewer asks the worker for every page's size once the first has drawn; a reader who
        // leaves before that would tear the worker down under those requests, and pdf.js reports
        // each as an error. The document goes once they have been answered (or, should the
        // viewer never settle them, a few seconds later: the worker is not kept for good).
        destroy = async () => {
          await Promise.race([viewer.pagesPromise, delay(PAGES_SETTLE_MS)]);
          await task.destroy();
        };
        setState({ status: 'ready', page: 1, pages: document.numPages });
      } catch {
        if (!cancelled) setState((current) => ({ ...current, status: 'failed' }));
      }
    })();
    return () => {
      cancelled = true;
      viewerRef.current = null;
      void destroy?.();
    };
  }, [url]);

  const viewer = () => viewerRef.current;
  const zoom = (factor: number) => {
    const current = viewer();
    if (!current) return;
    const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, current.currentScale * factor));
    current.currentScale = next;
  };
  const goTo = (page: number) => {
    const current = viewer();
    if (current && page >= 1 && page <= state.pages) current.currentPageNumber = page;
  };

  if (state.status === 'failed') return <Alert type="error" title={t('pdf.failed')} />;
  const ready = state.status === 'ready';
  return (
    <section className={styles.reader} aria-label={title}>
      <div className={styles.toolbar}>
        <Space.Compact>
          <Button
            aria-label={t('pdf.previousPage')}
            title={t('pdf.previousPage')}
            icon={<LeftOutlined className="qiao-mirror" aria-hidden />}
            disabled={!ready || state.page <= 1}
            onClick={() => goTo(state.page - 1)}
          />
          <Button
            aria-label={t('pdf.nextPage')}
            title={t('pdf.nextPage')}
            icon={<RightOutlined className="qiao-mirror" aria-hidden />}
            disabled={!ready || state.page >= state.pages}
            onClick={() => goTo(state.page + 1)}
          />
        </Space.Compact>
        <span className={styles.pageCount} aria-live="polite">
          {ready ? t('pdf.pageOf', { page: state.page, pages: state.pages }) : t('pdf.loading')}
        </span>
        <Space.Compact>
          <Button
            aria-label={t('pdf.zoomOut')}
            title={t('pdf.zoomOut')}
            icon={<ZoomOutOutlined aria-hidden />}
            disabled={!ready}
            onClick={() => zoom(1 / ZOOM_STEP)}
          />
          <Button
            aria-label={t('pdf.fitWidth')}
            title={t('pdf.fitWidth')}
            icon={<ColumnWidthOutlined aria-hidden />}
            disabled={!ready}
            onClick={() => {
              const current = viewer();
              if (current) current.currentScaleValue = 'page-width';
            }}
          />
          <Button
            aria-label={t('pdf.zoomIn')}
            title={t('pdf.zoomIn')}
            icon={<ZoomInOutlined aria-hidden />}
            disabled={!ready}
            onClick={() => zoom(ZOOM_STEP)}
          />
        </Space.Compact>
      </div>
      <div className={styles.frame} dir="ltr">
        {!ready && <Spin className={styles.spinner} />}
        <div ref={containerRef} className={styles.pages} data-testid="pdf-pages">
          <div className="pdfViewer" />
        </div>
      </div>
    </section>
  );
}
