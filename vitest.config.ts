import { defineConfig } from 'vitest/config';

// Unit and in-process API tests. The browser suite lives in e2e/ with its own config.
export default defineConfig({
  test: {
    include: ['{shared-contracts,remote-kit,shell,admin,tooling,api,demo-provider,demo-chain,mf-*}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // A safety net, not a speed check: on a busy 2-core machine ESLint's first start, a CLI child
    // process and the fuzz properties can pass 5 s, and a timed-out test keeps running beside the next.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the CPUs: one worker on the 2-core CI machine, where
    // most tests wait on PostgreSQL, a disk sync or a child process. Two keep both cores busy.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
