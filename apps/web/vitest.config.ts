import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Pinned so the config behaves the same run alone or as a project of the root config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // jsdom renders of Mantine screens are slow on a busy 2-core machine; waiting longer is not flakiness.
    testTimeout: 20_000,
  },
});
