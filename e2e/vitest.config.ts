import { defineConfig } from 'vitest/config';

// The browser suite: one built, composed site shared by all specs, which run one at a time
// because some of them change the deployment (delete, release, roll back, tamper).
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 300_000,
  },
});
