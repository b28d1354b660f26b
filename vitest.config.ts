import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    // The *.pg.test.ts suites need a PostgreSQL server (and the built web app): they run when TEST_DATABASE_URL names one.
    exclude: ['**/node_modules/**', '**/dist/**', ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
    environment: 'node',
    // Generous: a journey through a fresh PGlite takes seconds alone and several times that on a busy machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two cores: a PGlite per file is light enough for two at a time.
    maxWorkers: 2,
  },
});
