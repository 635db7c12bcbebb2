import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { repoRoot } from './processes';

export interface Md5Timing {
  md5: string;
  ms: number;
}

/** The web app's own MD5 worker (hash-wasm over the file's stream), bundled as the app's build would. */
async function bundleAppWorker(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'web/src/features/upload/hash/md5-worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** A page with a file input whose `hashFile()` hashes the chosen file as hash-in-worker.ts does. */
const page = `<!doctype html>
<input type="file" id="file">
<script>
  window.hashFile = () => new Promise((resolve, reject) => {
    const blob = document.getElementById('file').files[0];
    const started = performance.now();
    const worker = new Worker('/md5-worker.js', { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (data.kind === 'progress') return;
      worker.terminate();
      if (data.kind === 'done') resolve({ md5: data.md5, ms: performance.now() - started });
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'worker failed'));
    worker.postMessage({ blob, pieceBytes: ${UPLOAD_LIMITS.hashPieceBytes} });
  });
</script>`;

/**
 * MD5 of `file` in headless Chromium: picked through a file input, hashed in a Web Worker by the
 * upload panel's worker code, timed in the page from the worker's start to its digest.
 */
export async function md5InChromium(file: string): Promise<Md5Timing> {
  const worker = await bundleAppWorker();
  const server = http.createServer((request, response) => {
    const isWorker = request.url === '/md5-worker.js';
    response.writeHead(200, { 'content-type': isWorker ? 'text/javascript' : 'text/html' });
    response.end(isWorker ? worker : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    // The bench's own interrupt handler cleans up; Playwright kills the browser when Node exits.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.locator('#file').setInputFiles(file);
    return (await tab.evaluate('hashFile()')) as Md5Timing;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** `md5sum` on the same file, timed from its start to its exit. */
export async function md5sumOf(file: string): Promise<Md5Timing> {
  const started = performance.now();
  const child = spawn('md5sum', [file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`md5sum exited with ${code}`);
  return { md5: output.split(' ')[0]!, ms: performance.now() - started };
}
