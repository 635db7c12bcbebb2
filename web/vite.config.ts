import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { viteStaticCopy } from 'vite-plugin-static-copy';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:8080';

/**
 * Two HTML entries: the desktop shell at `/` and the phone shell at `/mobile/`. The dev server
 * forwards the server's own paths so cookies and the passport work on one origin.
 */
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [
    react(),
    // pdf.js loads character maps, standard fonts and image decoders by URL: served from Qiao.
    viteStaticCopy({
      targets: ['cmaps', 'standard_fonts', 'wasm', 'iccs'].map((folder) => ({
        src: `../node_modules/pdfjs-dist/${folder}`,
        dest: 'pdfjs',
      })),
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd and its parts are long-cached chunks shared by both shells; each stays under 1000 kB.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        mobile: fileURLToPath(new URL('./mobile/index.html', import.meta.url)),
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'antd', test: /node_modules[\\/]antd[\\/]/ },
            {
              name: 'antd-parts',
              test: /node_modules[\\/](@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
            },
            // Only the PDF reader needs pdf.js: chunks fetched when a PDF opens. The viewer reads the
            // library from a global the library chunk sets, so the two must stay separate chunks.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]build[\\/]/ },
            { name: 'pdfjs-viewer', test: /node_modules[\\/]pdfjs-dist[\\/]web[\\/]/ },
            // Office readers, fetched only when a docx or xlsx preview renders in the browser.
            {
              name: 'docx-preview',
              test: /node_modules[\\/](docx-preview|jszip|pako|lie|immediate|setimmediate)[\\/]/,
            },
            { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/ },
            // The EPUB reader (epub.js and what only it uses), fetched when a book opens. lodash is
            // shared with the upload panel (Uppy), so it stays with the other libraries.
            { name: 'vendor', test: /node_modules[\\/](lodash|core-js)[\\/]/ },
            {
              name: 'epubjs',
              test: /node_modules[\\/](epubjs|@xmldom|localforage|marks-pane|path-webpack|event-emitter|es5-ext|es6-iterator|es6-symbol|d|next-tick|esniff|ext|type)[\\/]/,
            },
            // The online editors' libraries load only when an editor opens; each language mode
            // (@codemirror/lang-*, legacy modes, their grammars) is its own chunk, fetched per file.
            {
              name: 'editor',
              test: /node_modules[\\/](codemirror|@codemirror[\\/](view|state|language|commands|search|autocomplete|lint)|@lezer[\\/](common|highlight|lr)|@uiw|crelt|style-mod|w3c-keyname|@marijn|markdown-it|linkify-it|mdurl|uc\.micro)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/](?!@codemirror[\\/]|@lezer[\\/])/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      ['/api', '/healthz', '/readyz', '/passport'].map((prefix) => [prefix, apiServer]),
    ),
  },
});
