/** Tables of the lobby and the providers' seamless wallet: platforms, games, launches, game sessions, calls, rounds, held wins. */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

/** Game providers (spec §3: 1 PG … 15 FG, and our demo provider). */
export interface GamePlatformsTable {
  id: number;
  code: string;
  name: string;
  status: Generated<number>;
  sort: Generated<number>;
}

/** Games of the lobby (spec §3 Game). */
export interface GamesTable {
  id: Generated<number>;
  game_code: string;
  game_name: string;
  plat_type_id: number;
  game_type_id: number;
  open_type: number | null;
  status: Generated<number>;
  image: Generated<string>;
  game_image: Generated<string>;
  is_hot: Generated<number>;
  sort: Generated<number>;
  created_at: string;
}

/** One-time launch tokens a provider exchanges for a game session. */
export interface ProviderLaunchesTable {
  token_hash: string;
  player_id: number;
  provider: string;
  game_code: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A player's session at a provider: bets need a live one; wins and rollbacks do not. */
export interface ProviderSessionsTable {
  token_hash: string;
  player_id: number;
  provider: string;
  game_code: string;
  created_at: string;
  expires_at: string;
}

/** Every wallet call of a provider, once: the key of its idempotency and its stored answer. */
export interface ProviderTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback';
  player_id: number;
  round_id: string;
  bet_transaction_id: string | null;
  amount: MicroUsdt;
  request_hash: string;
  /** Null for a refusal that is remembered (a rollback of an unknown bet: its tombstone). */
  transfer_id: number | null;
  response_json: string;
  created_at: string;
}

/** A game round: the source of bet records, win/loss reports, rebates and commissions. */
export interface GameRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  player_id: number;
  game_code: string;
  game_type_id: number;
  stake: Generated<MicroUsdt>;
  payout: Generated<MicroUsdt>;
  status: 'open' | 'settled' | 'cancelled';
  opened_at: string;
  settled_at: string | null;
}

/** A provider's win above its round's limit, waiting for an operator: paid through the ledger or refused. */
export interface HeldWinsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  bet_transaction_id: string;
  round_id: string;
  player_id: number;
  amount: MicroUsdt;
  round_stake: MicroUsdt;
  round_wins: MicroUsdt;
  max_win_multiple: number;
  status: 'pending' | 'paid' | 'refused';
  transfer_id: number | null;
  decided_by: number | null;
  created_at: string;
  decided_at: string | null;
}
