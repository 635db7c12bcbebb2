import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { createObjectStore } from '../src/platform/storage/create-object-store';
import type { ObjectStore } from '../src/platform/storage/object-store';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  /** The object store the server uses: a folder inside the test's own data dir. */
  store: ObjectStore;
  /** Every log line the server wrote, parsed. */
  logs: LogLine[];
  beginDrain(): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** A port chosen beforehand, when another server must know this one's address first. */
  port?: number;
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}

/** A loopback port nobody listens on, so the app knows its own address before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the real HTTP app on a free loopback port over a database of its own. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDatabase = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-int-'));
  const port = options.port ?? (await freePort());
  const config = parseConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const logs: LogLine[] = [];
  const logger = pino(
    { level: config.logLevel },
    { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
  );
  const store = createObjectStore(config);
  await store.prepare();
  const { app, beginDrain } = await buildApp({
    config,
    database: testDatabase.database,
    store,
    logger,
    plugins: options.plugins,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: config.publicUrl,
    app,
    config,
    testDatabase,
    store,
    logs,
    beginDrain,
    close: async () => {
      await app.close();
      await store.close();
      await testDatabase.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
