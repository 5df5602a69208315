/**
 * The database's `wallet_call` (migration 020) against the TypeScript path it mirrors: the same
 * random commands (credits, bets, wins, rollbacks, repeats, holds), on PostgreSQL, through two apps
 * (the function on, and off), must give the same answers and leave the same rows. One player has a
 * stake limit and the win limit is low, so the function's hand-over to the TypeScript path runs too.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microUsdt } from 'shared-contracts';
import { openProvider } from '../../config';
import { createTestApp, TEST_DEMO_SECRET, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { command, initialBalances, newRun, type Op } from '../../test/money-run';
import { TEST_PROVIDER, USDT, type GamePlayer } from '../../test/provider';
import { upsertLimitRow } from '../protection/store';
import { successJsonAround } from './wallet-call-function';

/** Wins above 3 times their round's stake are held: the function hands those to the TypeScript path. */
const LOW_WIN_LIMIT = {
  providers: { [TEST_PROVIDER]: openProvider(TEST_DEMO_SECRET, 'http://127.0.0.1:3300/play', { maxWinMultiple: 3 }) },
};

/** The same operation for the other app's players (the same index; ids and session tokens are theirs). */
function translated(op: Op, from: readonly GamePlayer[], to: readonly GamePlayer[]): Op {
  const other = (player: GamePlayer) => to[from.indexOf(player)]!;
  if (op.kind === 'credit' || op.kind === 'hold') return { ...op, player: other(op.player) };
  if (op.kind !== 'wallet') return op;
  const player = other(from.find((one) => one.playerId === op.body.player_id)!);
  const body = { ...op.body, player_id: player.playerId };
  if ('session_token' in body) body.session_token = player.sessionToken;
  return { ...op, body };
}

/** What the run's calls left in the database, with each player as its index in the run. */
async function rowsOf(testApp: TestApp, players: readonly GamePlayer[]) {
  const ids = players.map((player) => player.id);
  const indexOf = (id: number) => ids.indexOf(id);
  const { db } = testApp.context;
  const query = async <Row>(text: ReturnType<typeof sql<Row>>) => (await text.execute(db)).rows;
  const calls = await query<Record<string, unknown>>(sql`
    select t.transaction_id, t.kind, t.player_id, t.round_id, t.bet_transaction_id, t.amount, t.response_json,
           f.idempotency_key, f.kind as transfer_kind, f.reference,
           (select json_agg(json_build_object('account', a.code, 'amount', e.amount, 'after', e.balance_after) order by e.id)
              from entries e join accounts a on a.id = e.account_id where e.transfer_id = f.id) as entries
      from provider_transactions t left join transfers f on f.id = t.transfer_id
     where t.player_id in (${sql.join(ids)}) order by t.id`);
  const rounds = await query<Record<string, unknown>>(sql`
    select round_id, player_id, game_code, game_type_id, stake, payout, status, settled_at is null as open
      from game_rounds where player_id in (${sql.join(ids)}) order by id`);
  const daily = await query<Record<string, unknown>>(sql`
    select 'bets' as t, player_id, day, provider, game_type_id, rounds, stake, payout from player_daily_bets
     where player_id in (${sql.join(ids)})
    union all
    select 'performance', player_id, day, '', game_type_id, rounds, stake, 0 from player_daily_performance
     where player_id in (${sql.join(ids)}) order by 1, 2, 3, 4, 5`);
  const held = await query<Record<string, unknown>>(sql`
    select transaction_id, bet_transaction_id, round_id, player_id, amount, round_stake, round_wins, status
      from held_wins where player_id in (${sql.join(ids)}) order by id`);
  // Account codes and the provider's shard name the player's id: as the index, they compare.
  const named = (value: unknown) =>
    typeof value === 'string'
      ? value.replace(/^(player|hold):(\d+)$/, (_all, kind: string, id: string) => `${kind}:#${indexOf(Number(id))}`)
      : value;
  const normal = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          key === 'player_id'
            ? indexOf(Number(value))
            : key === 'entries' && Array.isArray(value)
              ? value
                  .map((entry: Record<string, unknown>) =>
                    // A clearing shard's balance holds every run's history, each app's failed runs too.
                    String(entry.account).startsWith('provider:')
                      ? { account: 'provider', amount: entry.amount }
                      : { ...entry, account: named(entry.account) },
                  )
                  // In account id order, which differs between the apps: by name here.
                  .sort((a, b) => String(a.account).localeCompare(String(b.account)))
              : named(value),
        ]),
      ),
    );
  // Players register side by side (newRun), so their ids' order differs between the apps: daily
  // rows, keyed by player, are put in the order of the player's index.
  const inIndexOrder = (rows: Array<Record<string, unknown>>) =>
    rows.sort((a, b) => JSON.stringify(Object.entries(a)).localeCompare(JSON.stringify(Object.entries(b))));
  return { calls: normal(calls), rounds: normal(rounds), daily: inIndexOrder(normal(daily)), held: normal(held) };
}

describe.runIf(process.env.TEST_DATABASE_URL)('wallet_call against the TypeScript path on PostgreSQL', () => {
  let inFunction: TestApp;
  let inTypeScript: TestApp;
  beforeAll(async () => {
    inFunction = await createTestApp('postgres', LOW_WIN_LIMIT);
    inTypeScript = await createTestApp('postgres', { ...LOW_WIN_LIMIT, walletCallFunction: false });
  });
  afterAll(async () => {
    for (const testApp of [inFunction, inTypeScript]) {
      await expectLedgerInvariants(testApp.context.db);
      await testApp.close();
    }
  });

  it('writes a success answer as money-call.ts does, whatever the transaction id holds', () => {
    for (const id of ['tx-1', 'a"b\\c', '投注-ü\u0001']) {
      const { head, tail } = successJsonAround(id);
      expect(`${head}12.500000${tail}`).toBe(
        JSON.stringify({ code: 200, result: { balance: '12.500000', transaction_id: id } }),
      );
    }
  });

  it('answers every command as the TypeScript path does and leaves the same rows', async () => {
    const property = fc.asyncProperty(
      initialBalances,
      fc.array(command, { minLength: 1, maxLength: 30, size: 'max' }),
      async (balances, commands) => {
        const [first, second] = [await newRun(inFunction, balances), await newRun(inTypeScript, balances)];
        // The first player bets under a stake limit: each of their bets takes the TypeScript path.
        for (const { run } of [first, second])
          await upsertLimitRow(run.testApp.context.db, {
            player_id: run.players[0]!.id,
            limit_key: 'stake_round',
            amount: microUsdt(20 * USDT),
            pending_amount: null,
            pending_at: null,
            updated_at: run.testApp.context.now().toISOString(),
          });
        for (const [step, generated] of commands.entries()) {
          const op = first.run.resolve(generated);
          const where = `step ${step}: ${JSON.stringify(op)}`;
          const answer = await first.run.execute(op);
          expect(await second.run.execute(translated(op, first.run.players, second.run.players)), where).toEqual(
            answer,
          );
        }
        expect(await rowsOf(inFunction, first.run.players)).toEqual(await rowsOf(inTypeScript, second.run.players));
      },
    );
    // No shrinking: each run adds players and history to both apps, and a shrink of a failure ran past
    // the timeout; the first failing sequence is reported as found.
    await fc.assert(property, { numRuns: 40, endOnFailure: true });
  }, 240_000);
});
