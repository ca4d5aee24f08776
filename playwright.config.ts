import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
// Debian's Chromium where present (CI, these machines), its headless shell first: the same engine
// without the browser's own user interface, which Playwright's own headless runs use too, and on two
// cores about a third less time per test than the whole browser (docs/TESTING.md). Playwright's
// own browser otherwise.
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (path) => path !== undefined && existsSync(path),
)
// Each run starts the reference ERP on a fresh database, never the developer's own data/.
const dataDir = join(tmpdir(), `lana-clara-e2e-${port}`)
// A second ERP whose tokens live 30 s, for the test that a token expiring mid-session is renewed
// unnoticed: its calls name their time ahead of the clock (ERP_DEV_CLOCK), so that test moves time
// instead of waiting it out. It serves the same build (made by the first server's command).
const shortTokenPort = port + 1
const shortTokenDir = join(tmpdir(), `lana-clara-e2e-${shortTokenPort}`)
// E2E_DIST builds the app there instead of dist/, so that several checkouts' runs do not share a build.
// The browser reaches the ERP on loopback, as a deployment's own proxy would: the ERP trusts that
// peer's X-Forwarded-For (TRUST_PROXY=loopback), so each test is a visitor of its own (support.ts).
const distEnv: Record<string, string> = process.env.E2E_DIST
  ? { WEB_OUT_DIR: process.env.E2E_DIST, ERP_STATIC_DIR: process.env.E2E_DIST }
  : {}
const wipe = (dir: string) => `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${dir}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // The site honours reduced motion (src/ui/ui.css): pages are read at rest by construction, so
    // axe and screenshots never catch a colour half-way. tests/e2e/motion.spec.ts tests motion itself.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `${wipe(dataDir)} && npm run build && tsx server/main.ts`,
      url: `${baseURL}/web/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        ...distEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        ERP_DATA_DIR: dataDir,
        TRUST_PROXY: 'loopback',
        // The ERP's Facebook app (a stand-in id): the external login of step facebook is on.
        FACEBOOK_APP_ID: '1234567890',
      },
    },
    {
      command: `${wipe(shortTokenDir)} && tsx server/main.ts`,
      url: `http://127.0.0.1:${shortTokenPort}/web/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        ...distEnv,
        PORT: String(shortTokenPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        ERP_DATA_DIR: shortTokenDir,
        ERP_TOKEN_TTL_SECONDS: '30',
        ERP_DEV_CLOCK: '1',
        TRUST_PROXY: 'loopback',
      },
    },
  ],
})
