import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A ceiling for a hung test, not a speed target: the tests that sweep every route take a minute on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 60000,
    // Two cores: two workers, each with its own database per file.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
