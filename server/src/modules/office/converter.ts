import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** LibreOffice, ready to turn office documents into PDFs. */
export interface OfficeConverter {
  program: string;
  timeoutMs: number;
  /** `unshare -rn` when the system allows it: the conversion then has no network at all. */
  isolate: string[];
}

const PROGRAM_NAMES = ['soffice', 'libreoffice'];

function onPath(name: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** A private network namespace (no interfaces but loopback) works without root where allowed. */
function isolationPrefix(): string[] {
  const probe = spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore', timeout: 5000 });
  return probe.status === 0 ? ['unshare', '-rn'] : [];
}

/**
 * The converter the setting names: `off` none, a path that program, unset whichever of
 * `soffice` and `libreoffice` is on PATH (none: previews render in the browser).
 */
export function resolveConverter(
  setting: string | undefined,
  timeoutMs: number,
): OfficeConverter | undefined {
  if (setting?.toLowerCase() === 'off') return undefined;
  const program = setting ?? PROGRAM_NAMES.map(onPath).find(Boolean);
  if (!program) return undefined;
  return { program, timeoutMs, isolate: isolationPrefix() };
}

export class ConversionError extends Error {}

/**
 * One document to PDF in a folder of its own (its own LibreOffice profile too, so conversions in
 * parallel never share state), removed afterwards whatever happened. Stopped, with its children,
 * when it takes longer than the timeout or the signal aborts.
 */
export async function convertToPdf(
  converter: OfficeConverter,
  source: Readable,
  extension: string,
  signal?: AbortSignal,
): Promise<Buffer> {
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'qiao-office-'));
  try {
    const input = path.join(workDir, `document.${extension.toLowerCase()}`);
    const outDir = path.join(workDir, 'out');
    await pipeline(source, fs.createWriteStream(input));
    const [command, ...prefixArgs] = [...converter.isolate, converter.program];
    const args = [
      ...prefixArgs,
      `-env:UserInstallation=file://${path.join(workDir, 'profile')}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      input,
    ];
    await run(command!, args, workDir, converter.timeoutMs, signal);
    const pdf = path.join(outDir, 'document.pdf');
    const bytes = await fsp.readFile(pdf).catch(() => undefined);
    if (!bytes || bytes.length === 0) throw new ConversionError('the converter made no PDF');
    return bytes;
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

function run(
  command: string,
  args: string[],
  workDir: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: workDir,
      // Its own process group, so a timeout stops LibreOffice's helper processes too.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: workDir, LANG: 'C.UTF-8' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const stop = (why: string) => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(new ConversionError(why));
    };
    const timer = setTimeout(() => stop(`no PDF after ${timeoutMs} ms`), timeoutMs);
    const onAbort = () => stop('the worker is stopping');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ConversionError(`the converter did not start: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (code === 0) resolve();
      else reject(new ConversionError(`the converter exited ${code}: ${stderr.trim()}`));
    });
  });
}
