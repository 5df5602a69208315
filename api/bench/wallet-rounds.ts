/**
 * One round of every bench player, as the counted benches play it: every player bets at once (one
 * group commit per lane), then every player's win settles that bet (another). Each step is awaited
 * apart, so a bench can count what each step wrote or sent.
 */
import type { AppContext } from '../src/context';
import type { ProviderReply } from '../src/modules/provider/money-call';
import { placeBet, settleWin } from '../src/modules/provider/service';
import type { BenchPlayer } from './wallet-players';

export interface PlayerRound {
  bets(): Promise<void>;
  wins(): Promise<void>;
}

function assertAllPaid(replies: readonly ProviderReply[]): void {
  if (replies.some((reply) => reply.code !== 200)) throw new Error('a wallet call was refused: it would not count');
}

/** Round `round` of `players` (its ids are unique per player and round): bets first, then wins. */
export function playerRound(context: AppContext, players: BenchPlayer[], round: number): PlayerRound {
  const ids = players.map((player) => ({
    transaction_id: `pb${player.playerId}-${round}`,
    round_id: `pr${player.playerId}-${round}`,
  }));
  return {
    async bets() {
      const replies = players.map((player, index) =>
        placeBet(context, 'demo', {
          player_id: player.playerId,
          session_token: player.sessionToken,
          game_code: 'demo_fruit_slot',
          amount: '1',
          ...ids[index]!,
        }),
      );
      assertAllPaid(await Promise.all(replies));
    },
    async wins() {
      const replies = players.map((player, index) =>
        settleWin(context, 'demo', {
          player_id: player.playerId,
          transaction_id: `w${ids[index]!.transaction_id}`,
          bet_transaction_id: ids[index]!.transaction_id,
          round_id: ids[index]!.round_id,
          amount: '0.96',
        }),
      );
      assertAllPaid(await Promise.all(replies));
    },
  };
}
