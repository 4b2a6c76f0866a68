import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'eslint/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What the end-to-end suite left behind (its server's database, logs and mails): run by
        // npm test after that suite.
        test: {
          name: 'after-e2e',
          include: ['apps/server/after-e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Checks of the production build (the route table against its manifest): run after
        // `npm run build -w @mealbox/web`, as npm test does.
        test: {
          name: 'build',
          include: ['apps/*/src/**/*.build-test.ts'],
          environment: 'node',
          // Some start the real app on a seeded database, as the integration tests do.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
