/**
 * Qiao with its files in S3, for the browser tests (Playwright project `s3`): starts s3rver on a
 * free loopback port, seeds the journey's learners and files through that bucket, then runs the
 * real server (`main.ts`) with the S3 settings added to this process's environment (PORT,
 * DATA_DIR, … come from the Playwright config). On SIGTERM or SIGINT it waits for the server to
 * stop, then removes the bucket's folder.
 *
 *   node --import tsx server/test/s3-backed-server.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseConfig } from '../src/config';
import { startTestS3Server } from '../src/platform/storage/test-s3-server';
import { S3_BUCKET } from '../../e2e/tests/drive-s3-fixtures';
import { seedBrowserDrive } from './seed-browser-drive';

const serverMain = path.resolve(import.meta.dirname, '../src/main.ts');

const s3 = await startTestS3Server(S3_BUCKET);
const { settings } = s3;
const env = {
  ...process.env,
  STORAGE: 's3',
  S3_ENDPOINT: settings.endpoint,
  S3_BUCKET: settings.bucket,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
};

let server: ChildProcess | undefined;
let stopping = false;
const stop = (code: number) => {
  stopping = true;
  void s3.stop().finally(() => process.exit(code));
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  // The server may have had the signal already (same process group); it ignores a second one.
  process.on(signal, () => (server ? server.kill(signal) : stop(1)));
}

try {
  await seedBrowserDrive(parseConfig(env));
} catch (error) {
  console.error('Could not seed the S3-backed file space:', error);
  stop(1);
}

if (!stopping) {
  server = spawn(process.execPath, ['--import', 'tsx', serverMain], { env, stdio: 'inherit' });
  server.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
}
