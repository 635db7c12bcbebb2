import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { classHourEarlyStartGroup, sharedByEveryShell } from './build/chunk-groups';

/** The two HTML shells: the desktop's at `/`, the phone's at `/mobile/`. */
const shells = {
  main: fileURLToPath(new URL('./index.html', import.meta.url)),
  mobile: fileURLToPath(new URL('./mobile/index.html', import.meta.url)),
};
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:8080';

/**
 * Writes `x.gz` beside every script, style sheet and HTML file of the build, so the server sends
 * compressed bytes without compressing on each request (see server/src/platform/http/static-web.ts).
 */
function gzipCopies(): Plugin {
  return {
    name: 'qiao-gzip-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        await fs.writeFile(`${file}.gz`, gzipSync(await fs.readFile(file), { level: 9 }));
      }
    },
  };
}

/**
 * Two HTML entries: the desktop shell at `/` and the phone shell at `/mobile/`. The dev server
 * forwards the server's own paths so cookies and the passport work on one origin.
 */
export default defineConfig({
  root: webRoot,
  base: '/',
  // Every `import 'zod'` of the web app and the contracts goes through this module, so zod runs
  // without `eval` before any schema is built (see the module for why).
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    gzipCopies(),
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
    // Read by the home-route JavaScript budget (scripts/home-js-budget.ts, npm run bench -- web).
    manifest: true,
    // antd and its parts are long-cached chunks shared by both shells; each stays under 1000 kB.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: shells,
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // First: what a page needs before anything shows, in as few files as it can be.
            { name: sharedByEveryShell(Object.keys(shells).length), tags: ['$initial'] },
            classHourEarlyStartGroup,
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'antd', test: /node_modules[\\/]antd[\\/]/, entriesAware: true },
            {
              name: 'antd-parts',
              test: /node_modules[\\/](@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
              entriesAware: true,
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
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@codemirror[\\/]|@lezer[\\/])/,
              entriesAware: true,
            },
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
