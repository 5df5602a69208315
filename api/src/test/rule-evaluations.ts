/**
 * Helpers of the rule-kind suites: a promotion as the claim core loads it, an evaluation read the
 * way task/progress reads it (the player's claimed keys from promotion_claims), a claim row written
 * by hand on a real bonus transfer, and rounds of a category played through the provider's wallet calls.
 */
import { randomBytes } from 'node:crypto';
import { microUsdt, type PromotionParams } from 'shared-contracts';
import type { LoadedPromotion } from '../modules/activity/rules/rule-module';
import { ruleOf } from '../modules/activity/rules';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import { GAME_OF, SLOTS } from './agent-settlement';
import type { TestApp } from './harness';
import { freezeClock } from './records';
import { playRound, SECOND_PROVIDER, type RoundPlayer } from './records-rounds';

/** An instant given as Asia/Shanghai wall time, ISO UTC. */
export const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();

/** A promotion of `type` running from `startsAt` (ISO UTC) with no end. */
export function promotionOf<P extends PromotionParams>(type: number, params: P, startsAt: string): LoadedPromotion<P> {
  return { id: type, type, version: 1, title: `活动${type}`, params, startsAt, endsAt: null, status: 'on' };
}

/** The promotion evaluated for the player with the app's clock at `now`, with every key of the type they have claimed. */
export async function evaluateAt<P extends PromotionParams>(
  testApp: TestApp,
  promotion: LoadedPromotion<P>,
  playerId: number,
  now: string,
) {
  const { db } = testApp.context;
  const rows = await db
    .selectFrom('promotion_claims')
    .select('period_key')
    .where('player_id', '=', playerId)
    .where('activity_type', '=', promotion.type)
    .execute();
  const claimedKeys = new Set(rows.map((row) => row.period_key));
  // The app's clock is moved there, and evaluate reads it as the claim core does.
  freezeClock(testApp, now);
  return ruleOf(promotion.params).evaluate({ db, promotion, playerId, now: testApp.context.now(), claimedKeys });
}

/** A claim of `periodKey` made at `at` (ISO UTC): a real bonus transfer of `amount` and its promotion_claims row. */
export async function claimByHand(
  testApp: TestApp,
  claim: { playerId: number; type: number; periodKey: string; tier: number; amount: number; at: string },
): Promise<void> {
  const { db } = testApp.context;
  const idempotencyKey = `test-claim:${claim.playerId}:${randomBytes(6).toString('hex')}`;
  await creditPlayer(testApp.context, {
    playerId: claim.playerId,
    amount: microUsdt(claim.amount),
    sourceCode: PLATFORM_ACCOUNTS.promotionExpense,
    kind: 'bonus',
    idempotencyKey,
  });
  const transfer = await db
    .selectFrom('transfers')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('promotion_claims')
    .values({
      player_id: claim.playerId,
      activity_type: claim.type,
      promotion_version: 1,
      period_key: claim.periodKey,
      tier: claim.tier,
      amount: microUsdt(claim.amount),
      turnover_required: microUsdt(0),
      request_id: idempotencyKey.slice(-24),
      transfer_id: Number(transfer.id),
      created_at: claim.at,
    })
    .execute();
}

/** A round of slots (demo), fishing or cards (PG) opened at `at`, settled a second later; stake and payout in micro-USDT. */
export function playCategory(
  testApp: TestApp,
  player: RoundPlayer,
  category: keyof typeof GAME_OF,
  round: { at: string; stake: number; payout: number },
) {
  const provider = category === SLOTS ? 'demo' : SECOND_PROVIDER;
  return playRound(testApp, player, { ...round, provider, gameCode: GAME_OF[category] });
}

/** The id of the player's round whose bet was `bet`. */
export async function roundIdOf(testApp: TestApp, player: RoundPlayer, bet: { round_id: string }): Promise<number> {
  const row = await testApp.context.db
    .selectFrom('game_rounds')
    .select('id')
    .where('player_id', '=', player.id)
    .where('round_id', '=', bet.round_id)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
