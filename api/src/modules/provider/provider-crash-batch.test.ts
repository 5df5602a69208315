/**
 * Crash in the middle of a group commit: bursts of bets, then of their wins, from several players
 * at once (several batches, and lanes on PostgreSQL), and the API killed (SIGKILL) as soon as the
 * first answer of a burst is in: one batch has committed, the next is being applied. The provider
 * then sends every call again. No call answered 200 is lost (its repeat gets the same answer), and
 * none is applied twice.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, providerCall, seedPlayer, startApi, TARGETS, type RunningApi } from '../../test/crash-api';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { newTransactionId, USDT } from '../../test/provider';

const INITIAL = 1000 * USDT;
const PLAYERS = 4;
const ROUNDS_EACH = 60;

type Action = 'bet' | 'win';

/** Sends the calls at once, kills the API at the first answer; the answers that came (null: none). */
async function burstKilledAtFirstAnswer(api: RunningApi, action: Action, calls: Array<Record<string, string>>) {
  let killed = false;
  const answers = await Promise.all(
    calls.map((body) =>
      providerCall(api.port, action, body).then((answer) => {
        if (answer && !killed) {
          killed = true;
          api.child.kill('SIGKILL');
        }
        return answer;
      }),
    ),
  );
  api.child.kill('SIGKILL');
  await api.exited;
  return answers;
}

/** The provider's retry of every call; each answer must be a success, the same as any that came before. */
async function resendAll(childUrl: string, action: Action, calls: Array<Record<string, string>>, before: unknown[]) {
  const api = await startApi(childUrl);
  const answers = await Promise.all(calls.map((body) => providerCall(api.port, action, body)));
  api.child.kill('SIGKILL');
  await api.exited;
  answers.forEach((answer, index) => {
    expect(answer?.body.code, JSON.stringify(answer?.body)).toBe(200);
    if (before[index]) expect(answer?.body, `${action} ${index}`).toEqual((before[index] as { body: unknown }).body);
  });
}

describe.each(TARGETS)('wallet surviving a kill -9 in a group commit on %s', (_name, makeTarget) => {
  const target = makeTarget();
  afterAll(async () => {
    killAll();
    await target.cleanUp();
  });

  it('loses no answered call and applies none twice', async () => {
    const seeding = await target.open();
    const seeded: Array<{ playerId: number; launchToken: string }> = [];
    for (let index = 0; index < PLAYERS; index += 1) seeded.push(await seedPlayer(seeding, INITIAL));
    await seeding.close();

    const first = await startApi(target.childUrl);
    const sessions: string[] = [];
    for (const { launchToken } of seeded) {
      const session = await providerCall(first.port, 'authenticate', { launch_token: launchToken });
      expect(session?.body.code, JSON.stringify(session?.body)).toBe(200);
      sessions.push(session?.body.result.session_token as string);
    }
    const seed = Date.now();
    const amounts = fc.sample(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 4 })), {
      numRuns: PLAYERS * ROUNDS_EACH,
      seed,
    });
    // Players' rounds interleaved, as many players' spins arrive together.
    const rounds = amounts.map(([stake, win], index) => ({
      player: seeded[index % PLAYERS]!,
      session: sessions[index % PLAYERS]!,
      stake,
      win,
      bet: newTransactionId('crash-batch-bet'),
      round: newTransactionId('crash-batch-round'),
    }));
    const bets = rounds.map((round) => ({
      player_id: String(round.player.playerId),
      session_token: round.session,
      transaction_id: round.bet,
      round_id: round.round,
      game_code: 'demo_fruit_slot',
      amount: String(round.stake),
    }));
    const wins = rounds.map((round) => ({
      player_id: String(round.player.playerId),
      transaction_id: `w-${round.bet}`,
      bet_transaction_id: round.bet,
      round_id: round.round,
      amount: String(round.win),
    }));

    const betAnswers = await burstKilledAtFirstAnswer(first, 'bet', bets);
    for (const answer of betAnswers) if (answer) expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    await resendAll(target.childUrl, 'bet', bets, betAnswers);

    const second = await startApi(target.childUrl);
    const winAnswers = await burstKilledAtFirstAnswer(second, 'win', wins);
    for (const answer of winAnswers) if (answer) expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    await resendAll(target.childUrl, 'win', wins, winAnswers);

    const handle = await target.open();
    try {
      const keys = [...bets, ...wins].map((call) => `wallet:demo:${call.transaction_id}`);
      const transfers = await handle.db
        .selectFrom('transfers')
        .select('idempotency_key')
        .where('idempotency_key', 'in', keys)
        .execute();
      // A win of 0 moves nothing: no transfer.
      const moving = rounds.length + rounds.filter((round) => round.win > 0).length;
      expect(transfers, `seed ${seed}`).toHaveLength(moving);
      for (const { playerId } of seeded) {
        const wallet = await handle.db
          .selectFrom('accounts')
          .select('balance')
          .where('code', '=', `player:${playerId}`)
          .executeTakeFirstOrThrow();
        const mine = rounds.filter((round) => round.player.playerId === playerId);
        const expected = INITIAL + mine.reduce((sum, round) => sum + (round.win - round.stake) * USDT, 0);
        expect(Number(wallet.balance), `player ${playerId}, seed ${seed}`).toBe(expected);
      }
      await expectLedgerInvariants(handle.db);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
