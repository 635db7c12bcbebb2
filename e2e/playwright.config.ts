import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (no browser download) against the built app served by the
 * real server on a fresh embedded database. Run `npm run build` first; `npm test` does it.
 * Project `main` runs every journey with files on the local disk; project `s3` runs the `*-s3`
 * journeys (file space, uploads) against a second server that keeps its files in a bucket (s3rver
 * on loopback).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// Workers load this file again in their own process: the runner's folder reaches them through
// the environment, so a journey can read what the server wrote there (the mail folder).
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `qiao-e2e-${process.pid}`));
/** The main server's data folder; without SMTP settings its mail lands in `mail/`. */
export const E2E_DATA_DIR = dataDir;
/** The S3-backed server takes the port after E2E_PORT; s3rver takes any free one. */
const s3Port = port + 1;
const s3BaseURL = `http://127.0.0.1:${s3Port}`;
const S3_JOURNEYS = '**/*-s3.spec.ts';
export const artifactsDir = path.resolve(import.meta.dirname, 'artifacts');

/** An administrator made with `npm run users` before the server starts, as an operator would. */
export const E2E_ADMIN = {
  email: 'admin@e2e.example',
  name: 'مسؤول الاختبار',
  password: 'e2e-admin-2024',
};

/** The live provider's room address given to the main server. */
export const E2E_LIVE_PROVIDER_URL = 'https://live.example.org/room/{room}';

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(artifactsDir, 'results'),
  // Generous budgets: a journey must finish, not be fast. CI may share its two cores with other
  // work and run three times slower than a quiet machine; speed is measured by `npm run bench`.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // A trace records every step of every journey (screens and page snapshots): it took about a
    // quarter of the suite's time on two cores, to be thrown away when the journey passed. Ask
    // for one when a journey needs reading: `npx playwright test <spec> --trace on`.
    trace: 'off',
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
  projects: [
    { name: 'main', testIgnore: S3_JOURNEYS },
    { name: 's3', testMatch: S3_JOURNEYS, use: { baseURL: s3BaseURL } },
  ],
  webServer: [
    {
      command:
        `node --import tsx ../server/src/cli/users.ts create --role admin --email ${E2E_ADMIN.email} ` +
        `--name '${E2E_ADMIN.name}' --password ${E2E_ADMIN.password} && npx tsx ../server/src/main.ts`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      // A loaded 2-core machine has taken over 2 minutes to migrate, seed and start.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Live classes on now get a join link at this (never contacted) provider.
        LIVE_PROVIDER_URL: E2E_LIVE_PROVIDER_URL,
      },
    },
    {
      // Starts s3rver, seeds learners and files through the bucket, then the server with STORAGE=s3.
      command: 'node --import tsx ../server/test/s3-backed-server.ts',
      url: `${s3BaseURL}/readyz`,
      reuseExistingServer: false,
      // A loaded 2-core machine has taken over 2 minutes to migrate, seed and start.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM lets the script stop the server, then remove the bucket's folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: {
        PORT: String(s3Port),
        HOST: '127.0.0.1',
        PUBLIC_URL: s3BaseURL,
        DATA_DIR: `${dataDir}-s3`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        // This deployment has no document converter: office previews render in the browser.
        OFFICE_CONVERTER: 'off',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    },
  ],
});
