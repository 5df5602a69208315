/** The hot-wallet suites' app: a payout key file, the demo chain as TRON_API_URL, an operator, and withdrawals waiting in review. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DemoChain } from 'demo-chain';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppWiring } from '../app';
import { loadConfig } from '../config';
import { inTransaction } from '../db/transaction';
import { registerPlayerDirectly } from '../modules/auth/service';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { placeHoldIn } from '../modules/ledger/holds';
import { creditPlayer } from '../modules/ledger/service';
import { hotWalletAddress } from '../modules/withdrawals/hot-wallet/address';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { newUsername } from './players';
import { generousLimits } from './requests';

/** A fresh payout key in a file of its own, readable by its owner only; `remove` deletes the folder. */
export function payoutKeyFile(contents = randomBytes(32).toString('hex'), mode = 0o600) {
  const folder = mkdtempSync(path.join(tmpdir(), 'payout-key-'));
  const file = path.join(folder, 'payout.key');
  writeFileSync(file, `${contents}\n`, { mode });
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface HotWalletSuite {
  testApp: TestApp;
  operatorId: number;
  /** The address the hot wallet pays from (derived from the key file). */
  hotAddress: string;
  /**
   * A withdrawal in review as withdraw-apply leaves it: the player funded through the ledger, then
   * the hold and the row in one transaction.
   */
  withdrawalInReview(input: { address: string; amount: MicroUsdt; fee?: MicroUsdt; type?: 1 | 2 | 3 }): Promise<{
    id: number;
    playerId: number;
    holdId: number;
  }>;
  close(): Promise<void>;
}

let requestCounter = 0;

/** `wiring`: e.g. the routes' `payoutChain`, a client whose answers the test bends (bent-trongrid.ts). */
export async function hotWalletSuite(
  database: TestDatabase,
  demo: DemoChain,
  keyFile?: string,
  wiring?: Partial<AppWiring>,
): Promise<HotWalletSuite> {
  const key = keyFile === undefined ? payoutKeyFile() : null;
  const testApp = await createTestApp(
    database,
    {
      ...generousLimits(),
      tron: { ...loadConfig({}).tron, apiUrl: demo.url },
      hotWallet: { keyFile: keyFile ?? key!.file, pollMs: 0 },
    },
    undefined,
    wiring,
  );
  const context = testApp.context;
  const username = `op${process.pid}${randomBytes(4).toString('hex')}`;
  const operator = await context.db
    .insertInto('operators')
    .values({
      username,
      username_canonical: username,
      password_hash: 'not-a-hash',
      created_at: new Date().toISOString(),
      totp_enabled_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    testApp,
    operatorId: operator.id,
    hotAddress: hotWalletAddress(context) ?? '',
    async withdrawalInReview({ address, amount, fee = microUsdt(1_000_000), type = 1 }) {
      const player = await registerPlayerDirectly(context, newUsername(), 'secret123', null);
      const total = microUsdt(amount + fee);
      await creditPlayer(context, {
        playerId: player.id,
        amount: total,
        sourceCode: PLATFORM_ACCOUNTS.depositClearing,
        kind: 'deposit',
        idempotencyKey: `hot-wallet-test-deposit:${player.id}`,
      });
      requestCounter += 1;
      const requestId = `hw-${process.pid}-${requestCounter}`;
      return inTransaction(context.db, async (trx) => {
        const now = context.now();
        const holdId = await placeHoldIn(trx, now, {
          playerId: player.id,
          amount: total,
          idempotencyKey: `withdraw:${requestId}`,
        });
        const row = await trx
          .insertInto('withdrawals')
          .values({
            order_no: `W${Date.now()}${requestCounter}`,
            player_id: player.id,
            request_id: requestId,
            request_hash: '0'.repeat(64),
            address_type: type,
            address,
            area: '',
            address_id: null,
            amount,
            fee,
            hold_id: holdId,
            state: 'review',
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, playerId: player.id, holdId };
      });
    },
    async close() {
      await testApp.close();
      key?.remove();
    },
  };
}
