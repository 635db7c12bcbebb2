import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/** The server's entry, as `npm start` runs it. */
export const SERVER_ENTRY = 'server/src/main.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry in its own process (so the load generator does not share its CPU). */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<Running & { pid: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // With BENCH_CPU_PROFILES, each process writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_CPU_PROFILES
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILES}`]
    : [];
  // The server runs with the flags `npm start` gives it.
  const flags = entry === SERVER_ENTRY ? SERVER_NODE_FLAGS : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, ...flags, '--import', 'tsx', entry],
    {
      cwd: repoRoot,
      // The address the bench's browser opens is the server's own: otherwise the server takes the
      // page's calls for another site's (origin check) and refuses them.
      env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return superviseUntilReady(child, url + readyPath, {
    isUp: (response) => response.ok,
    attempts: 600,
    failure: async () => `${entry} did not start`,
  }).then((running) => ({ ...running, url, pid: child.pid! }));
}

/**
 * Waits until `probeUrl` answers as `isUp` says, polling every 100 ms; a child that exits or never
 * comes up is stopped and reported with `failure()`, rather than left for the bench to time a dead
 * address. Answers the child's url and a stop that waits for it to exit.
 */
export async function superviseUntilReady(
  child: ChildProcess,
  probeUrl: string,
  options: {
    isUp: (response: Response) => boolean;
    attempts: number;
    failure: () => Promise<string>;
  },
): Promise<Running> {
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let i = 0; ; i++) {
    const up = await fetch(probeUrl).then(options.isUp, () => false);
    if (up) break;
    if (i === options.attempts || child.exitCode !== null) {
      await stop();
      throw new Error(await options.failure());
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: new URL(probeUrl).origin, stop };
}
