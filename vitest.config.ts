import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Unit and integration tests run inside workerd with the real bindings from
// wrangler.toml: D1 with every migration applied, R2, Durable Objects, the built assets.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('./db/migrations'),
          DEV_MAILBOX: 'true',
          // The site's address, as `npm run dev` passes its own: links in mail are built from it.
          SITE_ORIGIN: 'http://127.0.0.1',
          CHECK_ANSWERS: 'true',
          // The local payment provider, with the secret its events are signed with (test/fake-provider.ts).
          PAYMENTS_LOCAL: 'true',
          STRIPE_WEBHOOK_SECRET: 'whsec_test_local_provider',
          // The mail provider's event secret (test/fake-mail-provider.ts signs events with it).
          MAIL_WEBHOOK_SECRET: 'whsec_dGVzdC1tYWlsLWV2ZW50cy1zZWNyZXQ=',
          // Encrypts an S3 import's keys while it runs (services/s3-migration/credentials.ts).
          MIGRATION_KEY: 'test-migration-key',
        },
      },
    }),
  ],
  test: {
    // The Worker's entry installs the island renderer; tests call the app directly.
    setupFiles: ['./worker/test/setup.ts', './site/ssr/install.ts'],
    // Tests check behaviour, never time: a slow, busy machine must not fail them.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // The Worker's files share a runtime and its loaded modules: a fresh one per file
        // cost four fifths of the suite's time. Each file still starts with empty storage
        // (worker/test/setup.ts), and makes its own rows and paths.
        test: { name: 'worker', include: ['worker/**/*.test.ts', 'db/**/*.test.ts'], isolate: false },
      },
      // The stores are module-level state, as in the browser: each file gets its own.
      { extends: true, test: { name: 'site', include: ['site/**/*.test.ts'], exclude: ['site/lib/coach/**'] } },
      // The AI coach's measurements are pure functions: one runtime for all their files.
      { extends: true, test: { name: 'coach', include: ['site/lib/coach/**/*.test.ts'], isolate: false } },
    ],
  },
}));
