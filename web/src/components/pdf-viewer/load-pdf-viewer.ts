/**
 * pdf.js in the order it needs: the library first (it registers itself as `globalThis.pdfjsLib`),
 * then the page viewer that reads that global when it loads. Both arrive only when a PDF opens.
 */
export async function loadPdfViewer() {
  const { openPdf } = await import('./pdf-library');
  const [viewer] = await Promise.all([
    import('pdfjs-dist/web/pdf_viewer.mjs'),
    import('pdfjs-dist/web/pdf_viewer.css'),
  ]);
  return { openPdf, ...viewer };
}
