/**
 * The world of the report suites (投注记录汇总, 输赢报表, 我的): Alice's rounds of every outcome
 * through the real provider callbacks on both sides of a Shanghai midnight, a held win an operator
 * paid, bonus and rebate entries, and Bob playing at the same instants for other sums.
 */
import { expect } from 'vitest';
import type { TestApp, TestDatabase } from './harness';
import { HELD_WINS } from './held-wins';
import { bearer } from './players';
import { postAt } from './records';
import { playRound, recordsWorld, SECOND_PROVIDER, USDT, winAgain, type RoundPlayer } from './records-rounds';
import { operatorToken } from './requests';

/** 12:00 on 2026-03-10 in Shanghai. */
export const REPORTS_NOW = '2026-03-10T04:00:00.000Z';
export const LAST_7_DAYS = { fromUtc: '2026-03-03T16:00:00.000Z', toUtc: '2026-03-10T16:00:00.000Z' };

/** Alice's rounds: two categories of the demo provider, PG's fishing, every outcome, both sides of a midnight. */
async function playAlice(testApp: TestApp, alice: RoundPlayer, operator: string) {
  await playRound(testApp, alice, { at: '2026-03-05T02:00:00.000Z', stake: 10 * USDT, payout: 25 * USDT });
  await playRound(testApp, alice, {
    at: '2026-03-05T02:10:00.000Z',
    gameCode: 'demo_mystery',
    stake: 3 * USDT,
    payout: 0,
  });
  const pg = { provider: SECOND_PROVIDER, gameCode: 'pg_fish' };
  await playRound(testApp, alice, { ...pg, at: '2026-03-08T02:00:00.000Z', stake: 7 * USDT, payout: 2 * USDT });
  await playRound(testApp, alice, { ...pg, at: '2026-03-08T02:10:00.000Z', stake: 4 * USDT, rollback: true });
  await playRound(testApp, alice, { at: '2026-03-09T02:00:00.000Z', stake: 5 * USDT });
  // 23:59:59 on the 9th and 00:00:00 on the 10th in Shanghai.
  await playRound(testApp, alice, { at: '2026-03-09T15:59:59.000Z', stake: 6 * USDT, payout: 0 });
  await playRound(testApp, alice, { at: '2026-03-09T16:00:00.000Z', stake: 8 * USDT, payout: 20 * USDT });
  const twice = await playRound(testApp, alice, { at: '2026-03-10T01:00:00.000Z', stake: 2 * USDT, payout: USDT });
  await winAgain(testApp, alice, twice, 6 * USDT, '2026-03-10T01:30:00.000Z');
  // Above PG's limit of 10 × the stake: held, then paid by an operator.
  const held = await playRound(testApp, alice, {
    ...pg,
    at: '2026-03-10T02:00:00.000Z',
    stake: USDT,
    payout: 50 * USDT,
  });
  const heldRow = await testApp.context.db
    .selectFrom('held_wins')
    .select('id')
    .where('round_id', '=', held.round_id)
    .executeTakeFirstOrThrow();
  const decided = await testApp.call({
    method: 'POST',
    url: `${HELD_WINS}/${heldRow.id}/decide`,
    payload: { decision: 'pay' },
    headers: bearer(operator),
  });
  expect(decided.body.code).toBe(200);
  for (const [kind, amount, at] of [
    ['bonus', 8, '2026-03-08T03:00:00.000Z'],
    ['task_reward', 2, '2026-03-08T03:00:00.000Z'],
    ['bonus', -3, '2026-03-08T05:00:00.000Z'],
    ['rebate', 1.5, '2026-03-09T16:00:00.000Z'],
    ['deposit', 9, '2026-03-09T16:00:00.000Z'],
  ] as const)
    await postAt(testApp, alice.id, { kind, amount: amount * USDT, at });
}

/** The records world at REPORTS_NOW with Alice's rounds and entries played and Bob's beside them. */
export async function reportsWorld(database: TestDatabase) {
  const { testApp, alice, bob } = await recordsWorld(database, REPORTS_NOW);
  await playAlice(testApp, alice, await operatorToken(testApp));
  // Bob plays at the same instants, for other sums: none of it may reach Alice's screens.
  await playRound(testApp, bob, { at: '2026-03-05T02:00:00.000Z', stake: 300 * USDT, payout: 100 * USDT });
  await playRound(testApp, bob, { at: '2026-03-09T16:00:00.000Z', stake: 200 * USDT, payout: 0 });
  await postAt(testApp, bob.id, { kind: 'bonus', amount: 100 * USDT, at: '2026-03-10T01:00:00.000Z' });
  return { testApp, alice, bob };
}
