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
import { loggerOptions } from '../src/platform/logging';
import type { ObjectStore } from '../src/platform/storage/object-store';
import { runSeeds } from '../src/platform/seed/run-seeds';
import type { StartedModules } from '../src/platform/modules/start-modules';
import { startQiaoModules } from '../src/registered-modules';

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
  /** The settings given on top of the test defaults (S3, quota...). */
  env: Record<string, string>;
  testDatabase: TestDatabase;
  /** The object store the server uses: a folder inside the test's own data dir. */
  store: ObjectStore;
  /** Every log line the server wrote, parsed. */
  logs: LogLine[];
  /** Its started modules: the job handlers a test's worker runs, the shared context. */
  modules: StartedModules;
  beginDrain(): void;
  /**
   * Stops this server as its process would stop (HTTP and store connections), leaving its
   * database and data folder for a server started with `sharing` to carry on with.
   */
  stop(): Promise<void>;
  /** Stops it and removes what it owns (its database and data folder, unless shared). */
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** A port chosen beforehand, when another server must know this one's address first. */
  port?: number;
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
  /**
   * Another instance of `sharing`'s deployment: its database (a second pool on PostgreSQL), data
   * folder and settings (plus `env`). Its close() leaves what it shares to `sharing`.
   */
  sharing?: TestServer;
  /**
   * A database and data folder the test owns (e.g. one another process opens between two
   * servers, to play a crash); close() leaves both to the test.
   */
  owned?: { testDatabase: TestDatabase; dataDir: string };
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
  const { sharing, owned } = options;
  const testDatabase =
    owned?.testDatabase ??
    (sharing
      ? { ...sharing.testDatabase, database: await sharing.testDatabase.openAnother() }
      : await createTestDatabase());
  const dataDir =
    owned?.dataDir ??
    (sharing ? sharing.config.dataDir : await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-int-')));
  const port = options.port ?? (await freePort());
  const env = { ...sharing?.env, ...options.env };
  const config = parseConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: LogLine[] = [];
  // The server's own options, so tests see what production logs would hold.
  const logger = pino(loggerOptions(config), {
    write: (line: string) => void logs.push(JSON.parse(line) as LogLine),
  });
  const store = createObjectStore(config);
  await store.prepare();
  // As every start does: the reference data (share zones...) is there before the first request.
  const modules = startQiaoModules({ config, database: testDatabase.database, store, logger });
  await runSeeds(testDatabase.database.db, modules.referenceSeeds, logger);
  const { app, beginDrain } = await buildApp({ modules, plugins: options.plugins });
  await app.listen({ port, host: '127.0.0.1' });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // A keep-alive connection that was still finishing its answer when the close began is not
    // idle at that moment, so the close's one sweep of idle connections misses it and the close
    // would wait for its keep-alive timeout; sweep again until the close is done.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
    await store.close();
  };
  return {
    baseUrl: config.publicUrl,
    app,
    config,
    env,
    testDatabase,
    store,
    logs,
    modules,
    beginDrain,
    stop,
    close: async () => {
      await stop();
      if (sharing || owned) return;
      await testDatabase.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
