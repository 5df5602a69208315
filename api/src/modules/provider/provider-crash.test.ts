/**
 * Crash: the real API runs as a child process and is killed (SIGKILL) in the middle of a burst
 * of signed bets, then restarted on the same database; the provider sends every bet again, as it
 * retries the calls it got no answer for. Each bet must be applied exactly once, wherever the
 * kill landed (before, during or after the burst).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { killAll, providerCall, seedPlayer, startApi, TARGETS } from '../../test/crash-api';
import { newTransactionId, USDT } from '../../test/provider';

const INITIAL = 1000 * USDT;
const BURST = 300;

describe.each(TARGETS)('wallet surviving a kill -9 on %s', (_name, makeTarget) => {
  const target = makeTarget();
  afterAll(async () => {
    killAll();
    await target.cleanUp();
  });

  it('applies every bet of a burst exactly once after a kill in its middle and a full retry', async () => {
    const seeding = await target.open();
    const { playerId, launchToken } = await seedPlayer(seeding, INITIAL);
    await seeding.close();

    const first = await startApi(target.childUrl);
    const session = await providerCall(first.port, 'authenticate', { launch_token: launchToken });
    expect(session?.body.code, JSON.stringify(session?.body)).toBe(200);
    const seed = Date.now();
    const stakes = fc.sample(fc.integer({ min: 1, max: 3 }), { numRuns: BURST, seed });
    const bets = stakes.map((stake) => ({
      player_id: String(playerId),
      session_token: session?.body.result.session_token as string,
      transaction_id: newTransactionId('crash-bet'),
      round_id: newTransactionId('crash-round'),
      game_code: 'demo_fruit_slot',
      amount: String(stake),
    }));

    // The kill comes when a third of the answers are in; every assertion below holds wherever it lands.
    let answered = 0;
    const burst = await Promise.all(
      bets.map((bet) =>
        providerCall(first.port, 'bet', bet).then((answer) => {
          answered += 1;
          if (answered === Math.floor(BURST / 3)) first.child.kill('SIGKILL');
          return answer;
        }),
      ),
    );
    first.child.kill('SIGKILL');
    await first.exited;
    for (const answer of burst) if (answer) expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);

    const second = await startApi(target.childUrl);
    const retried = await Promise.all(bets.map((bet) => providerCall(second.port, 'bet', bet)));
    second.child.kill('SIGKILL');
    await second.exited;
    retried.forEach((answer, index) => {
      expect(answer?.body.code, JSON.stringify(answer?.body)).toBe(200);
      // A bet answered before the kill gets that same answer again: it was not applied twice.
      if (burst[index]) expect(answer?.body, `bet ${index} (seed ${seed})`).toEqual(burst[index]?.body);
    });

    const handle = await target.open();
    try {
      const ids = bets.map((bet) => bet.transaction_id);
      const rows = await handle.db
        .selectFrom('provider_transactions')
        .select(['transaction_id', 'kind'])
        .where('player_id', '=', playerId)
        .execute();
      expect(rows.map((row) => row.transaction_id).sort()).toEqual([...ids].sort());
      const transfers = await handle.db
        .selectFrom('transfers')
        .select('idempotency_key')
        .where('kind', '=', 'bet')
        .where(
          'idempotency_key',
          'in',
          ids.map((id) => `wallet:demo:${id}`),
        )
        .execute();
      expect(new Set(transfers.map((row) => row.idempotency_key)).size).toBe(BURST);
      expect(transfers).toHaveLength(BURST);
      const wallet = await handle.db
        .selectFrom('accounts')
        .select('balance')
        .where('code', '=', `player:${playerId}`)
        .executeTakeFirstOrThrow();
      expect(Number(wallet.balance), `seed ${seed}`).toBe(
        INITIAL - stakes.reduce((sum, stake) => sum + stake * USDT, 0),
      );
      await expectLedgerInvariants(handle.db);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
