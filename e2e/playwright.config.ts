import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (no browser download) against the built app served by the
 * real server on a fresh embedded database. Run `npm run build` first; `npm test` does it.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `qiao-e2e-${process.pid}`);
export const artifactsDir = path.resolve(import.meta.dirname, 'artifacts');

/** An administrator made with `npm run users` before the server starts, as an operator would. */
export const E2E_ADMIN = {
  email: 'admin@e2e.example',
  name: 'مسؤول الاختبار',
  password: 'e2e-admin-2024',
};

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(artifactsDir, 'results'),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command:
      `node --import tsx ../server/src/cli/users.ts create --role admin --email ${E2E_ADMIN.email} ` +
      `--name '${E2E_ADMIN.name}' --password ${E2E_ADMIN.password} && npx tsx ../server/src/main.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
