/**
 * The seamless-wallet endpoints against generated input, signed as a provider signs it: valid
 * calls with one field replaced by a malformed or out-of-range value, or nested far beyond the
 * input limit. Never a 500, always the protocol's envelope, and the ledger's invariants hold.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepDepth, withDeepField } from '../../test/fuzz-deep';
import { fuzzScalar, OUT_OF_RANGE_NUMBERS, PLAUSIBLE } from '../../test/fuzz-values';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import {
  betBody,
  fundedGamePlayer,
  providerCallRaw,
  rollbackBody,
  USDT,
  winBody,
  type GamePlayer,
} from '../../test/provider';

const RUNS = Math.max(20, Math.floor(Number(process.env.FUZZ_RUNS ?? 200) / 2));
type WalletAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

/** A value for one field: malformed text and numbers, amounts past the bound, or nothing. */
const fieldValue = fc.oneof(
  fuzzScalar,
  fc.constantFrom(...PLAUSIBLE, ...OUT_OF_RANGE_NUMBERS),
  fc.constantFrom(...OUT_OF_RANGE_NUMBERS.map(String)),
  fc.constant(undefined),
);

describe.each(TEST_DATABASES)('wallet fuzz on %s', (database) => {
  let testApp: TestApp;
  let player: GamePlayer;
  const settledBet = { transaction_id: '', round_id: '' };
  beforeAll(async () => {
    testApp = await createTestApp(database);
    player = await fundedGamePlayer(testApp, 1_000 * USDT);
    const bet = betBody(player, '1');
    await providerCallRaw(testApp, 'bet', JSON.stringify(bet));
    Object.assign(settledBet, bet);
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  const validBodies = (): Record<WalletAction, Record<string, unknown>> => ({
    authenticate: { launch_token: 'x'.repeat(32) },
    balance: { player_id: player.playerId, session_token: player.sessionToken },
    bet: betBody(player, '0.5'),
    win: winBody(player, settledBet, '0.25'),
    rollback: rollbackBody(player, settledBet),
  });

  it.each(['authenticate', 'balance', 'bet', 'win', 'rollback'] as const)(
    '%s survives malformed, out-of-range and deeply nested fields',
    async (action) => {
      const fields = Object.keys(validBodies()[action]);
      const input = fc.record({
        field: fc.constantFrom(...fields, 'extra'),
        value: fieldValue,
        deep: fc.option(deepDepth, { freq: 4 }),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ field, value, deep }) => {
          const body = { ...validBodies()[action], [field]: value };
          const raw = deep === null ? JSON.stringify(body) : withDeepField(JSON.stringify(body), field, deep);
          const { status, body: answer } = await providerCallRaw(testApp, action, raw);
          const where = `${action} ${raw.slice(0, 200)} -> ${status} ${JSON.stringify(answer).slice(0, 200)}`;
          expect(status, where).toBe(200);
          expect(Number.isInteger(answer.code), where).toBe(true);
          if (answer.code !== 200) expect(Object.keys(answer).sort(), where).toEqual(['code', 'message']);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
