import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

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
  /** Every log line the server wrote, parsed. */
  logs: LogLine[];
  beginDrain(): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}

/** Starts the real HTTP app on a free loopback port over a database of its own. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDatabase = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-int-'));
  const config = parseConfig({
    PORT: '0',
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
  const { app, beginDrain } = await buildApp({
    config,
    database: testDatabase.database,
    logger,
    plugins: options.plugins,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    config,
    testDatabase,
    logs,
    beginDrain,
    close: async () => {
      await app.close();
      await testDatabase.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
