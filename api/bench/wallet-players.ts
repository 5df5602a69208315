/**
 * Players for the wallet bench: registered, funded with plenty, each with a live game session; with
 * BENCH_WALLET_LIMITS=1 also a stake and loss limits never reached, so each bet takes the checked
 * (and on PostgreSQL locked) path of player protection.
 */
import { randomBytes } from 'node:crypto';
import { microUsdt, type LimitKey } from 'shared-contracts';
import type { AppContext } from '../src/context';
import { registerPlayerDirectly } from '../src/modules/auth/service';
import { hashToken, newToken } from '../src/modules/auth/tokens';
import { PLATFORM_ACCOUNTS } from '../src/modules/ledger/accounts';
import { creditPlayer } from '../src/modules/ledger/service';
import { upsertLimitRow } from '../src/modules/protection/store';

export interface BenchPlayer {
  id: number;
  playerId: string;
  sessionToken: string;
}

const FUNDS = microUsdt(1_000_000_000_000); // one million USDT: no bench runs out
const WITH_LIMITS = process.env.BENCH_WALLET_LIMITS === '1';
const LIMIT_KEYS: readonly LimitKey[] = ['stake_round', 'loss_24h', 'loss_7d', 'loss_30d'];

/** Limits as high as the funds: checked on every bet, never reached. */
async function setUnreachedLimits(context: AppContext, playerId: number): Promise<void> {
  for (const key of LIMIT_KEYS)
    await upsertLimitRow(context.db, {
      player_id: playerId,
      limit_key: key,
      amount: FUNDS,
      pending_amount: null,
      pending_at: null,
      updated_at: context.now().toISOString(),
    });
}

export async function benchPlayers(context: AppContext, count: number, label: string): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  const run = randomBytes(3).toString('hex');
  for (let index = 0; index < count; index += 1) {
    const player = await registerPlayerDirectly(
      context,
      `b${label.slice(0, 3)}${run}${index}`.slice(0, 20),
      'bench-password',
      null,
    );
    await creditPlayer(context, {
      playerId: player.id,
      amount: FUNDS,
      sourceCode: PLATFORM_ACCOUNTS.depositClearing,
      kind: 'deposit',
      idempotencyKey: `bench:${run}:${label}:${index}`,
    });
    const sessionToken = newToken();
    const now = context.now();
    await context.db
      .insertInto('provider_sessions')
      .values({
        token_hash: hashToken(sessionToken),
        player_id: player.id,
        provider: 'demo',
        game_code: 'demo_fruit_slot',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute();
    if (WITH_LIMITS) await setUnreachedLimits(context, player.id);
    players.push({ id: player.id, playerId: String(player.id), sessionToken });
  }
  return players;
}
