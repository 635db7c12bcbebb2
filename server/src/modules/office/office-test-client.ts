import { pino } from 'pino';
import yauzl from 'yauzl';
import type { TestServer } from '../../../test/test-server';
import { JobWorker } from '../../platform/jobs/worker';
import { officeJobHandlers } from './conversion-job';
import { resolveConverter } from './converter';

/** Every entry of a zip (an OOXML package) by name, read with the same reader unzip uses. */
export function readPackage(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Runs the conversions queued so far, as the server's job worker would, and waits for them. */
export async function runConversions(server: TestServer): Promise<number> {
  const db = server.testDatabase.database.db;
  const converter = resolveConverter(
    server.config.officeConverterPath,
    server.config.officeConvertTimeoutMs,
  );
  const logger = pino({ level: 'silent' });
  const worker = new JobWorker({
    db,
    handlers: officeJobHandlers(db, server.store, converter, logger),
    logger,
    pollMs: 50,
    concurrency: 1,
  });
  return worker.drain();
}
