import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    // One browser at a time on a 2-core machine; journeys share the one server.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
