/** The provider callbacks' movements without HTTP: the use cases called directly, and bare ledger transfers. */
import { performance } from 'node:perf_hooks';
import { microUsdt } from 'shared-contracts';
import type { AppContext } from '../src/context';
import { inTransaction } from '../src/db/transaction';
import { accountId, clearingShardOf, providerAccountCode, walletAccountId } from '../src/modules/ledger/accounts';
import { postTransfer } from '../src/modules/ledger/ledger';
import { movement } from '../src/modules/ledger/postings';
import { placeBet, settleWin } from '../src/modules/provider/service';
import type { BenchPlayer } from './wallet-players';

export interface LoopResult {
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** One worker per player, each running `step` back to back for `seconds`; every call timed. */
async function workers(
  players: BenchPlayer[],
  seconds: number,
  step: (player: BenchPlayer, sequence: number) => Promise<number>,
): Promise<LoopResult> {
  const durations: number[] = [];
  let failures = 0;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        sequence += 1;
        const before = performance.now();
        try {
          const calls = await step(player, sequence);
          const each = (performance.now() - before) / calls;
          for (let call = 0; call < calls; call += 1) durations.push(each);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    perSecond: durations.length / elapsed,
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    total: durations.length,
    failures,
  };
}

export function rawServiceLoop(context: AppContext, players: BenchPlayer[], seconds: number): Promise<LoopResult> {
  return workers(players, seconds, async (player, sequence) => {
    const ids = { transaction_id: `sb${process.pid}-${sequence}`, round_id: `sr${process.pid}-${sequence}` };
    const bet = await placeBet(context, 'demo', {
      player_id: player.playerId,
      session_token: player.sessionToken,
      game_code: 'demo_fruit_slot',
      amount: '1',
      ...ids,
    });
    const win = await settleWin(context, 'demo', {
      player_id: player.playerId,
      transaction_id: `w${ids.transaction_id}`,
      bet_transaction_id: ids.transaction_id,
      round_id: ids.round_id,
      amount: '0.96',
    });
    if (bet.code !== 200 || win.code !== 200) throw new Error('refused');
    return 2;
  });
}

export async function rawLedgerLoop(context: AppContext, players: BenchPlayer[], seconds: number): Promise<LoopResult> {
  const accounts = new Map<number, { wallet: number; clearing: number }>();
  for (const player of players) {
    const code = providerAccountCode('demo', clearingShardOf(player.id));
    const clearing = await accountId(context.db, code, 'provider', null, context.now());
    accounts.set(player.id, { wallet: (await walletAccountId(context.db, player.id)) as number, clearing });
  }
  // Each transfer in a transaction of its own, between the player's wallet and the player's clearing shard.
  return workers(players, seconds, async (player, sequence) => {
    const { wallet, clearing } = accounts.get(player.id)!;
    await inTransaction(context.db, (trx) =>
      postTransfer(trx, context.now(), {
        idempotencyKey: `lb${process.pid}-${sequence}`,
        kind: 'bet',
        postings: movement(wallet, clearing, microUsdt(1_000_000)),
      }),
    );
    await inTransaction(context.db, (trx) =>
      postTransfer(trx, context.now(), {
        idempotencyKey: `lw${process.pid}-${sequence}`,
        kind: 'win',
        postings: movement(clearing, wallet, microUsdt(960_000)),
      }),
    );
    return 2;
  });
}
