import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's modules (antd, i18n, the DOM): loading them afresh for each of some
    // 150 files took three quarters of the run. The setup file still runs before each file, and
    // cleans the DOM, storage and popups after each test; no test mocks a module.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
