// Browser tests: e2e flows and the axe sweep, in Debian's Chromium (never a downloaded browser),
// against the built server (`npm run build` first) on a fresh temporary data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
// The test OpenID provider for social sign-in (tests/e2e/support/oidc-test-provider.ts), ten ports up.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 10);
const oidcProviders = JSON.stringify([
  { id: 'testid', label: 'Test ID', issuer: `http://127.0.0.1:${oidcPort}`, clientId: 'leadership-e2e', clientSecret: 'e2e-client-secret-not-for-production' },
]);
// The pathfinder tests start a webhook receiver (which also serves a stand-in booking page) on this port.
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 20);
process.env.E2E_WEBHOOK_PORT = String(webhookPort);
// The deployment behind a TLS-ending reverse proxy (tests/e2e/behind-proxy.spec.ts) is reached as
// https://platform.test:<this port>: the proxy listens here, its app one port up.
const proxyPort = port + 40;
// Set once in the main process; the workers inherit it, so tests and server share one database. A folder made
// here is removed after the run (tests/e2e/support/remove-data-dir.ts); one given from outside is left alone.
if (process.env.E2E_DATA_DIR === undefined) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'leadership-e2e-'));
  process.env.E2E_DATA_DIR_MADE = '1';
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Chromium refuses some ports outright (6000 is X11's): the test ports are allowed whatever E2E_PORT is.
      `--explicitly-allowed-ports=${[port, oidcPort, webhookPort, port + 30, port + 35, proxyPort, proxyPort + 1].join(',')}`,
    ],
  },
};

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one worker keeps the server's timing honest and the tests independent of each other's load.
  workers: 1,
  globalTeardown: './tests/e2e/support/remove-data-dir.ts',
  timeout: 30_000,
  reporter: [['list']],
  outputDir: 'test-results',
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'e2e', testDir: './tests/e2e', testIgnore: /behind-proxy\.spec\.ts$/, use: chromium },
    {
      // The browser resolves platform.test to this machine and accepts the proxy's self-signed certificate.
      name: 'proxy',
      testDir: './tests/e2e',
      testMatch: /behind-proxy\.spec\.ts$/,
      use: {
        ...chromium,
        baseURL: `https://platform.test:${proxyPort}`,
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...chromium.launchOptions,
          args: [...chromium.launchOptions.args, '--ignore-certificate-errors', '--host-resolver-rules=MAP platform.test 127.0.0.1'],
        },
      },
    },
    { name: 'a11y', testDir: './tests/a11y', use: chromium },
  ],
  webServer: [
    {
      command: 'node tests/e2e/support/oidc-test-provider.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { OIDC_TEST_PORT: String(oidcPort), OIDC_TEST_APP_ORIGIN: baseURL },
    },
    {
    command: 'node scripts/start.ts',
    url: `${baseURL}/auth`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '0',
      OIDC_PROVIDERS: oidcProviders,
      PATHFINDER_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/pathfinder-webhook`,
      BOOKING_URL: `http://127.0.0.1:${webhookPort}/booking`,
    },
  },
  ],
});
