import { defineConfig } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const executablePath = await findChromium();

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: executablePath ?? undefined,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /(seller-details|document-numbering|lock-date|financial-statements|document-editor-layout)\.spec\.ts/,
    },
    // Makes documents of the largest amounts, which would widen the lists the layout flow measures: after them.
    {
      name: 'document editors',
      use: { browserName: 'chromium' },
      testMatch: /document-editor-layout\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Empties the company's seller details, and gives journals another prefix, for a while: alone, after
    // every other flow has run (the two do not meet: neither makes nor reads the other's).
    {
      name: 'seller details',
      use: { browserName: 'chromium' },
      testMatch: /(seller-details|document-numbering)\.spec\.ts/,
      dependencies: ['chromium', 'document editors'],
    },
    // Compares the statements with the trial balance figure by figure: alone, so no other flow's
    // expense or posting lands between the two readings.
    {
      name: 'financial statements',
      use: { browserName: 'chromium' },
      testMatch: /financial-statements\.spec\.ts/,
      dependencies: ['chromium', 'seller details'],
    },
    // Files a VAT return, which locks the books up to its quarter's end (and every day before it) for a
    // while: alone, after every other flow, seller details included.
    {
      name: 'lock date',
      use: { browserName: 'chromium' },
      testMatch: /lock-date\.spec\.ts/,
      dependencies: ['chromium', 'seller details', 'financial statements'],
    },
  ],
});
