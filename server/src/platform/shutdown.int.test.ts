import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { freePort, startTestServer } from '../../test/test-server';
import { testEngine } from '../../test/test-database';
import { becameReady, startRealProcess as startProcess } from '../../test/real-process';

/** A plain HTTP/1.1 GET: the request must already be on the wire when shutdown begins. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight while closing, and takes no new ones', async () => {
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (entered = resolve));
    const slowRoute = async (app: FastifyInstance) => {
      app.get('/api/probe/slow', async () => {
        const released = new Promise<void>((resolve) => (release = resolve));
        entered();
        await released;
        return { finished: true };
      });
    };
    const server = await startTestServer({ plugins: [slowRoute] });
    const inFlight = get(`${server.baseUrl}/api/probe/slow`);
    await arrived;
    server.beginDrain();
    const closing = server.app.close();
    // Closing the listener takes a moment however busy the machine; new connections are then refused.
    await vi.waitFor(
      () => expect(get(`${server.baseUrl}/healthz`)).rejects.toThrow(/ECONNREFUSED/),
      { timeout: 30_000, interval: 50 },
    );
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ finished: true });
    await closing;
    await server.testDatabase.drop();
  });

  // The embedded database is the one a user starts with; the server engine is covered above.
  if (testEngine === 'pglite')
    it('stops the real process on SIGTERM with exit code 0', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-proc-'));
      const port = await freePort();
      const run = startProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      try {
        expect(await becameReady(port)).toBe(true);
        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
        expect(run.output.stdout).toContain('shutting down');
        expect(run.output.stdout).toContain('"msg":"stopped"');
      } finally {
        run.child.kill('SIGKILL');
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
});

describe('bad configuration', () => {
  it('prints one clear line and exits with code 1', async () => {
    const run = startProcess({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    const lines = run.output.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('npm warn'));
    expect(lines).toEqual([
      'Invalid setting PORT="eighty": Invalid input: expected number, received NaN',
    ]);
  });
});
