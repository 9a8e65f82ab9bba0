import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Two shared cores: more workers only adds contention (each holds its own database).
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { RATE_LIMITS: 'off', LOG_LEVEL: 'silent' },
  },
});
