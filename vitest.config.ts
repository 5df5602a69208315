import { defineConfig } from 'vitest/config';

// Unit and in-process API tests. The browser suite lives in e2e/ with its own config.
export default defineConfig({
  test: {
    include: ['{shared-contracts,remote-kit,shell,tooling,api,demo-provider,mf-*}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
  },
});
