/** The setup of a suite that moves money: one app for the suite, the ledger's invariants checked before it closes. */
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { expectLedgerInvariants } from './ledger-invariants';

/**
 * Registers the enclosing describe's hooks: a fresh app on `database` before its tests, handed to
 * `use` (with `overrides` of the test config); after them, the ledger's invariants are checked and the app closed.
 */
export function useLedgerTestApp(
  database: TestDatabase,
  use: (testApp: TestApp) => void,
  overrides: Partial<AppConfig> = {},
): void {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(database, overrides);
    use(testApp);
  });
  afterAll(async () => {
    if (!testApp) return;
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });
}
