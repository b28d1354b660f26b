import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // Generous: a journey through a fresh PGlite takes seconds alone and several times that on a busy machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two cores: a PGlite per file is light enough for two at a time.
    maxWorkers: 2,
  },
});
