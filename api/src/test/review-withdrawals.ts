/**
 * The review suites' fixture: funded players, withdrawals in review made as a request makes them
 * (the hold for amount + fee and the row, in one transaction), an operator, and the money checks.
 */
import { randomBytes } from 'node:crypto';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import { expect } from 'vitest';
import type { AppWiring } from '../app';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import { registerPlayerDirectly } from '../modules/auth/service';
import { PLATFORM_ACCOUNTS, playerBalance } from '../modules/ledger/accounts';
import { placeHoldIn } from '../modules/ledger/holds';
import { selectBalanceByCode } from '../modules/ledger/store';
import { creditPlayer } from '../modules/ledger/service';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { expectLedgerInvariants } from './ledger-invariants';
import { bearer, newUsername } from './players';
import { generousLimits, operatorToken, playerToken } from './requests';

export const USDT = 1_000_000;

export interface WithdrawalInput {
  playerId: number;
  /** Micro-USDT the player receives; the fee is held on top. */
  amount: number;
  fee?: number;
  type?: 1 | 2 | 3;
  /** A TRON address (type 1), the phone number (type 2) or a provider's address (type 3). */
  address: string;
  area?: string;
  createdAt?: Date;
}

export interface ReviewSuite {
  testApp: TestApp;
  operator: string;
  /** A registered player with `balance` micro-USDT deposited through the ledger, and a token of theirs. */
  newPlayer(balance: number): Promise<{ id: number; token: string }>;
  /** A withdrawal in review: its hold placed; its id. */
  withdrawal(input: WithdrawalInput): Promise<number>;
  asOperator(method: 'GET' | 'POST', url: string, payload?: object, token?: string): Promise<any>;
  balance(playerId: number): Promise<MicroUsdt | null>;
  /** The balances of the two platform accounts a paid withdrawal fills. */
  platform(): Promise<{ paid: number; fees: number }>;
  /** Every ledger invariant, and paid withdrawals = what the platform accounts received. */
  expectMoneyConsistent(): Promise<void>;
}

/** A withdrawal in review as a request makes it: the hold for amount + fee and the row, in one transaction; its id. */
export function insertReviewWithdrawal(context: AppContext, input: WithdrawalInput): Promise<number> {
  const now = input.createdAt ?? context.now();
  const fee = input.fee ?? USDT;
  const requestId = randomBytes(8).toString('hex');
  return inTransaction(context.db, async (trx) => {
    const holdId = await placeHoldIn(trx, now, {
      playerId: input.playerId,
      amount: microUsdt(input.amount + fee),
      idempotencyKey: `withdraw:${input.playerId}:${requestId}`,
    });
    const row = await trx
      .insertInto('withdrawals')
      .values({
        order_no: `W${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex')}`,
        player_id: input.playerId,
        request_id: requestId,
        request_hash: randomBytes(32).toString('hex'),
        address_type: input.type ?? 1,
        address: input.address,
        area: input.area ?? '',
        address_id: null,
        amount: microUsdt(input.amount),
        fee: microUsdt(fee),
        hold_id: holdId,
        state: 'review',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function reviewSuite(
  database: TestDatabase,
  options: { config?: Partial<AppConfig>; wiring?: Partial<AppWiring> } = {},
): Promise<ReviewSuite> {
  const testApp = await createTestApp(database, { ...generousLimits(), ...options.config }, undefined, options.wiring);
  const { context } = testApp;
  const operator = await operatorToken(testApp);
  const suite: ReviewSuite = {
    testApp,
    operator,
    async newPlayer(balance) {
      const player = await registerPlayerDirectly(context, newUsername(), 'secret123', null);
      if (balance > 0)
        await creditPlayer(context, {
          playerId: player.id,
          amount: microUsdt(balance),
          sourceCode: PLATFORM_ACCOUNTS.depositClearing,
          kind: 'deposit',
          idempotencyKey: `test-deposit:${player.id}:${randomBytes(4).toString('hex')}`,
        });
      return { id: player.id, token: await playerToken(testApp, player.id) };
    },
    withdrawal: (input) => insertReviewWithdrawal(context, input),
    async asOperator(method, url, payload, token = operator) {
      return (await testApp.call({ method, url, payload, headers: bearer(token) })).body;
    },
    balance: (playerId) => playerBalance(context.db, playerId),
    async platform() {
      const paid = (await selectBalanceByCode(context.db, PLATFORM_ACCOUNTS.withdrawalsPaid)) ?? 0;
      const fees = (await selectBalanceByCode(context.db, PLATFORM_ACCOUNTS.withdrawalFees)) ?? 0;
      return { paid: Number(paid), fees: Number(fees) };
    },
    async expectMoneyConsistent() {
      await expectLedgerInvariants(context.db);
      const paid = await context.db
        .selectFrom('withdrawals')
        .select(['amount', 'fee'])
        .where('state', '=', 'paid')
        .execute();
      expect(await suite.platform(), 'platform accounts = paid withdrawals').toEqual({
        paid: paid.reduce((sum, row) => sum + Number(row.amount), 0),
        fees: paid.reduce((sum, row) => sum + Number(row.fee), 0),
      });
      // A hold is captured exactly when its withdrawal was paid, released exactly when rejected.
      const holds = await context.db
        .selectFrom('withdrawals as w')
        .innerJoin('holds as h', 'h.id', 'w.hold_id')
        .select(['w.id', 'w.state', 'h.status'])
        .execute();
      const expected = {
        review: 'pending',
        paying: 'pending',
        verify: 'pending',
        paid: 'captured',
        rejected: 'released',
      };
      for (const hold of holds) expect(hold.status, `hold of withdrawal ${hold.id}`).toBe(expected[hold.state]);
    },
  };
  return suite;
}
