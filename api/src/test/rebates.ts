/**
 * Helpers of the rebate suites: the VIP promotion (type 7) whose levels carry the rebate rates,
 * inserted as an operator would have saved it, and the rebate rows as read back.
 */
import type { VipLevel } from 'shared-contracts';
import { CARDS, FISH, GAME_OF, SLOTS } from './agent-settlement';
import type { TestApp } from './harness';
import { playRound, SECOND_PROVIDER, USDT, type RoundPlayer } from './records-rounds';
import { putPromotion } from './promotions';

/** One lost round of `stake` USDT in a category (SLOTS, FISH or CARDS) at an instant, settled a second later. */
export function playIn(testApp: TestApp, player: RoundPlayer, category: number, stake: number, at: string) {
  const provider = category === SLOTS ? 'demo' : SECOND_PROVIDER;
  const gameCode = GAME_OF[category as keyof typeof GAME_OF];
  return playRound(testApp, player, { at, provider, gameCode, stake: stake * USDT, payout: 0 });
}

/**
 * Level 0 from 0: slots 0.5%, fish 0.3% (cards none). Level 1 from 10,000 USDT: slots 0.8%,
 * fish 0.6%, cards 0.2%. Level 2 from 100,000 USDT: slots 1.2%.
 */
export const TEST_VIP_LEVELS: VipLevel[] = [
  {
    level: 0,
    name: 'VIP0',
    min_stake: '0',
    reward: '0',
    rebate: [
      { game_type_id: SLOTS, rate: 50 },
      { game_type_id: FISH, rate: 30 },
    ],
  },
  {
    level: 1,
    name: 'VIP1',
    min_stake: '10000',
    reward: '8',
    rebate: [
      { game_type_id: SLOTS, rate: 80 },
      { game_type_id: FISH, rate: 60 },
      { game_type_id: CARDS, rate: 20 },
    ],
  },
  { level: 2, name: 'VIP2', min_stake: '100000', reward: '88', rebate: [{ game_type_id: SLOTS, rate: 120 }] },
];

/** The VIP promotion with `levels` (off: rebates use its levels whatever its status). */
export async function insertVipPromotion(testApp: TestApp, levels: VipLevel[] = TEST_VIP_LEVELS): Promise<void> {
  // putPromotion replaces the VIP promotion the demo seed (agentApp) already holds.
  await putPromotion(testApp, {
    type: 7,
    group: 'vip',
    title: 'VIP晋级',
    params: { levels, turnover_multiple: 1 },
    startsAt: testApp.context.now().toISOString(),
    status: 'off',
  });
}

/** The rebate rows of a day as [player id, VIP level, stake, amount], by player. */
export async function rebateRows(testApp: TestApp, day: string) {
  const rows = await testApp.context.db
    .selectFrom('player_rebates')
    .selectAll()
    .where('day', '=', day)
    .orderBy('player_id')
    .execute();
  return rows.map((row) => [Number(row.player_id), Number(row.vip_level), Number(row.stake), Number(row.amount)]);
}
