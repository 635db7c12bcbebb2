import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

// pdf.js and its stylesheet are large: they load when the first PDF opens, not with the page.
const PdfViewer = lazy(async () => ({ default: (await import('./pdf-viewer')).PdfViewer }));

/** The PDF reader, fetched on first use. */
export function LazyPdfViewer(props: { url: string; title: string }) {
  return (
    <Suspense fallback={<Spin />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
