import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, set up once: its worker is bundled with Qiao (nothing is fetched from elsewhere), and
 * the viewer module reads the library from `globalThis.pdfjsLib`, so it is put there before the
 * viewer loads (see `load-pdf-viewer.ts`).
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
(globalThis as { pdfjsLib?: typeof pdfjs }).pdfjsLib = pdfjs;

/** Where the build copies pdf.js's character maps, standard fonts and decoders (vite.config.ts). */
export const PDF_ASSETS_PATH = `${import.meta.env.BASE_URL}pdfjs/`;

export function openPdf(url: string) {
  return pdfjs.getDocument({
    url,
    // Chinese PDFs without embedded fonts need the Adobe character maps.
    cMapUrl: `${PDF_ASSETS_PATH}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDF_ASSETS_PATH}standard_fonts/`,
    wasmUrl: `${PDF_ASSETS_PATH}wasm/`,
    iccUrl: `${PDF_ASSETS_PATH}iccs/`,
    // Scripts inside a PDF never run.
    isEvalSupported: false,
    enableXfa: false,
  });
}
