/**
 * What must hold after anything the ledger did, checked from the tables themselves: every
 * transfer sums to zero, every balance is the sum of its entries, no wallet or hold below zero,
 * no provider transaction applied twice, every round agrees with its calls, every paid held win
 * paid once by a transfer of its amount and every other held win by none, and the daily bet
 * summary the reports read equals a recomputation from the settled rounds.
 */
import { sql, type Kysely } from 'kysely';
import { microUsdt } from 'shared-contracts';
import { expect } from 'vitest';
import type { Database } from '../db/schema';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { summaryDay } from '../modules/provider/daily-bets-store';

export async function expectLedgerInvariants(db: Kysely<Database>): Promise<void> {
  const unbalanced = await db
    .selectFrom('entries')
    .select(['transfer_id', sql<number>`sum(amount)`.as('total')])
    .groupBy('transfer_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  expect(unbalanced, 'transfers whose entries do not sum to 0').toEqual([]);

  const drift = await db
    .selectFrom('accounts')
    .leftJoin('entries', 'entries.account_id', 'accounts.id')
    .select(['accounts.code', 'accounts.balance', sql<number>`coalesce(sum(entries.amount), 0)`.as('entered')])
    .groupBy(['accounts.id', 'accounts.code', 'accounts.balance'])
    .having(sql`accounts.balance`, '<>', sql`coalesce(sum(entries.amount), 0)`)
    .execute();
  expect(drift, 'accounts whose balance is not the sum of their entries').toEqual([]);

  const negative = await db
    .selectFrom('accounts')
    .select(['code', 'balance'])
    .where('kind', 'in', ['player', 'player_hold', 'red_packet'])
    .where('balance', '<', microUsdt(0))
    .execute();
  expect(negative, 'wallets, holds or red packets below zero').toEqual([]);

  const doubled = await db
    .selectFrom('provider_transactions')
    .select(['transfer_id', sql<number>`count(*)`.as('uses')])
    .where('transfer_id', 'is not', null)
    .groupBy('transfer_id')
    .having(sql`count(*)`, '>', 1)
    .execute();
  expect(doubled, 'transfers claimed by two provider transactions').toEqual([]);

  const movedPerCall = await db
    .selectFrom('provider_transactions')
    .innerJoin('entries', 'entries.transfer_id', 'provider_transactions.transfer_id')
    .select(['provider_transactions.transaction_id', sql<number>`count(*)`.as('legs')])
    .groupBy('provider_transactions.transaction_id')
    .having(sql`count(*)`, '<>', 2)
    .execute();
  expect(movedPerCall, 'provider calls that did not move money exactly once').toEqual([]);

  const rounds = await db
    .selectFrom('game_rounds as round')
    .select([
      'round.round_id',
      'round.stake',
      'round.payout',
      (eb) =>
        eb
          .selectFrom('provider_transactions as call')
          .select(
            sql<number>`coalesce(sum(case when call.kind = 'bet' then call.amount when call.kind = 'rollback' then -call.amount else 0 end), 0)`.as(
              'staked',
            ),
          )
          .whereRef('call.provider', '=', 'round.provider')
          .whereRef('call.round_id', '=', 'round.round_id')
          .whereRef('call.player_id', '=', 'round.player_id')
          .as('staked'),
      (eb) =>
        eb
          .selectFrom('provider_transactions as call')
          .select(sql<number>`coalesce(sum(case when call.kind = 'win' then call.amount else 0 end), 0)`.as('paid'))
          .whereRef('call.provider', '=', 'round.provider')
          .whereRef('call.round_id', '=', 'round.round_id')
          .whereRef('call.player_id', '=', 'round.player_id')
          .as('paid'),
      // A held win an operator paid is in the payout too, once, through its own transfer.
      (eb) =>
        eb
          .selectFrom('held_wins as held')
          .select(sql<number>`coalesce(sum(held.amount), 0)`.as('heldPaid'))
          .whereRef('held.provider', '=', 'round.provider')
          .whereRef('held.round_id', '=', 'round.round_id')
          .whereRef('held.player_id', '=', 'round.player_id')
          .where('held.status', '=', 'paid')
          .as('heldPaid'),
    ])
    .execute();
  const disagreeing = rounds.filter(
    (round) =>
      Number(round.stake) !== Number(round.staked) ||
      Number(round.payout) !== Number(round.paid) + Number(round.heldPaid),
  );
  expect(disagreeing, 'rounds whose stake or payout disagree with their calls').toEqual([]);

  const heldWins = await db
    .selectFrom('held_wins as held')
    .leftJoin('entries', (join) =>
      join.onRef('entries.transfer_id', '=', 'held.transfer_id').on('entries.amount', '>', microUsdt(0)),
    )
    .select(['held.id', 'held.status', 'held.amount', 'held.transfer_id', 'entries.amount as credited'])
    .execute();
  const wrongHeld = heldWins.filter((held) =>
    held.status === 'paid'
      ? Number(held.credited) !== Number(held.amount)
      : held.transfer_id !== null || held.credited !== null,
  );
  expect(wrongHeld, 'held wins paid other than once with their amount, or paid while not decided so').toEqual([]);

  await expectDailyBetsRecomputed(db);
  await expectCommissionBooks(db);
}

/**
 * Commission claims (issue 15): the expense account has paid out exactly Σ claims, which is Σ
 * claimed daily rows; each claim's rows are claimed and sum to its amount, its transfer moved it.
 */
export async function expectCommissionBooks(db: Kysely<Database>): Promise<void> {
  const expense = await db
    .selectFrom('accounts')
    .select('balance')
    .where('code', '=', PLATFORM_ACCOUNTS.commissionExpense)
    .executeTakeFirst();
  const claims = await db.selectFrom('commission_claims').selectAll().execute();
  const claimed = await db
    .selectFrom('agent_commissions')
    .select(['claim_id', 'amount', 'status'])
    .where((eb) => eb.or([eb('status', '=', 2), eb('claim_id', 'is not', null)]))
    .execute();
  const claimsTotal = claims.reduce((sum, claim) => sum + Number(claim.amount), 0);
  expect(Number(expense?.balance ?? 0), 'commission expense against Σ claims').toBe(
    claimsTotal === 0 ? 0 : -claimsTotal,
  );
  expect(
    claimed.reduce((sum, row) => sum + Number(row.amount), 0),
    'Σ claimed daily commission against Σ claims',
  ).toBe(claimsTotal);
  for (const claim of claims) {
    const rows = claimed.filter((row) => row.claim_id === claim.id);
    expect(
      { claim: claim.id, days: rows.length, amount: rows.reduce((sum, row) => sum + Number(row.amount), 0) },
      'a claim against the daily rows it took',
    ).toEqual({ claim: claim.id, days: Number(claim.days), amount: Number(claim.amount) });
    const credit = await db
      .selectFrom('entries')
      .select(sql<number>`sum(case when amount > 0 then amount else 0 end)`.as('credited'))
      .where('transfer_id', '=', claim.transfer_id)
      .executeTakeFirstOrThrow();
    expect(Number(credit.credited), 'a claim against its transfer').toBe(Number(claim.amount));
  }
  expect(
    claimed.filter((row) => row.status !== 2 || row.claim_id === null),
    'claimed rows without a claim',
  ).toEqual([]);
}

/** player_daily_bets, row by row, as the settled rounds sum up by (player, Shanghai day of opened_at, provider, category). */
export async function expectDailyBetsRecomputed(db: Kysely<Database>): Promise<void> {
  const settled = await db
    .selectFrom('game_rounds')
    .select(['player_id', 'provider', 'game_type_id', 'opened_at', 'stake', 'payout'])
    .where('status', '=', 'settled')
    .execute();
  const expected = new Map<string, { rounds: number; stake: number; payout: number }>();
  for (const round of settled) {
    const key = [round.player_id, summaryDay(round.opened_at), round.provider, round.game_type_id].join('|');
    const sum = expected.get(key) ?? { rounds: 0, stake: 0, payout: 0 };
    expected.set(key, {
      rounds: sum.rounds + 1,
      stake: sum.stake + Number(round.stake),
      payout: sum.payout + Number(round.payout),
    });
  }
  const rows = await db.selectFrom('player_daily_bets').selectAll().execute();
  const summary = new Map(
    rows.map((row) => [
      [row.player_id, row.day, row.provider, row.game_type_id].join('|'),
      { rounds: Number(row.rounds), stake: Number(row.stake), payout: Number(row.payout) },
    ]),
  );
  expect(Object.fromEntries(summary), 'the daily bet summary against the settled rounds').toEqual(
    Object.fromEntries(expected),
  );
}
