/** The core tables (migrations 001–006, 011): players, sessions, content, operators, audit, the ledger, job leases. */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

export interface PlayersTable {
  id: Generated<number>;
  /** As registered; shown to the player. */
  username: string;
  /** Lower case, unique: what a name is looked up and compared by (migration 003). */
  username_canonical: string;
  password_hash: string;
  withdraw_password_hash: string | null;
  /** The withdrawal password's failure lock (migration 010): attempts taken in the window ending at `withdraw_pw_window_until`. */
  withdraw_pw_attempts: Generated<number>;
  withdraw_pw_window_until: string | null;
  withdraw_pw_locked_until: string | null;
  invite_code: string;
  inviter_id: number | null;
  created_at: string;
  /** Issue 18: when the player confirmed being 18 or older (null: registered before the check). */
  age_confirmed_at: string | null;
  /** Migration 018: an operator disabled this player's login (sessions revoked then). */
  login_disabled_at: Generated<string | null>;
}

/** One balance per account; the ledger (money core) adds transfers and entries. */
export interface AccountsTable {
  id: Generated<number>;
  /** 'player' wallets may never go below zero; platform accounts may. */
  kind: string;
  player_id: number | null;
  code: string;
  balance: Generated<MicroUsdt>;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  subject_type: 'player' | 'operator';
  subject_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

/** A code of the entry URL, by the SHA-256 of the code; deleted when exchanged. */
export interface EntryCodesTable {
  code_hash: string;
  player_id: number;
  created_at: string;
  expires_at: string;
}

export interface CaptchasTable {
  device: string;
  answer_hash: string;
  expires_at: string;
}

export interface ConfigItemsTable {
  id: number;
  content: string;
  remark: string;
  updated_at: string;
}

export interface BulletinsTable {
  id: Generated<number>;
  title: string;
  content: string;
  sort: number;
  created_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  cover_images: string;
  activity_type: number;
  sort: number;
  created_at: string;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  /** Lower case, unique (migration 003). */
  username_canonical: string;
  password_hash: string;
  created_at: string;
  /** Migration 017: super_admin, finance, operations or support (OPERATOR_ROLES). */
  role: Generated<string>;
  /**
   * Migration 018: two-factor login. The secret in force once enrolled (totp_enabled_at set); sealed
   * with OPERATOR_SECRET_KEY since migration 026 (operators/secret-box.ts), as is the pending one.
   */
  totp_secret: Generated<string | null>;
  totp_pending_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The time step of the last accepted code, so a code is good only once. */
  totp_last_step: Generated<number | null>;
  disabled_at: Generated<string | null>;
  last_login_at: Generated<string | null>;
  /** Migration 026: 1 while the password is an initial one (new account, or reset), to be changed first. */
  must_change_password: Generated<number>;
  password_changed_at: Generated<string | null>;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null for entries the system writes itself (a held win). */
  operator_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
  /** The player whose own action this was (adding a withdrawal address), when no operator acted. */
  player_id: Generated<number | null>;
  /** Where the action came from (migration 024); null for the system's own entries and older rows. */
  ip: Generated<string | null>;
  device_id: Generated<string | null>;
  user_agent: Generated<string | null>;
}

/** A movement of money: its entries sum to 0. Written once, under a unique idempotency key. */
export interface TransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  /** SHA-256 of the transfer's input: a replay must match it. */
  input_hash: string;
  kind: string;
  reference: string | null;
  created_at: string;
}

/** One leg of a transfer on one account, with the account's balance right after it. */
export interface EntriesTable {
  id: Generated<number>;
  transfer_id: number;
  /** The transfer's kind, copied (migration 011): an account's entries of one kind page by index. */
  kind: string;
  account_id: number;
  /** Signed: positive credits the account. */
  amount: MicroUsdt;
  balance_after: MicroUsdt;
  created_at: string;
}

/**
 * Settled rounds summed per player, Asia/Shanghai day of the round's first bet ('YYYY-MM-DD'),
 * provider and game category; kept in the transaction that settles a round or adds to its payout.
 */
export interface PlayerDailyBetsTable {
  player_id: number;
  day: string;
  provider: string;
  game_type_id: number;
  rounds: number;
  stake: MicroUsdt;
  payout: MicroUsdt;
}

/** Money reserved from a wallet (a withdrawal under review); captured or released later. */
export interface HoldsTable {
  id: Generated<number>;
  player_id: number;
  amount: MicroUsdt;
  status: 'pending' | 'captured' | 'released';
  hold_transfer_id: number;
  settle_transfer_id: number | null;
  created_at: string;
  settled_at: string | null;
}

/** A background job's lease: the process holding it runs the job until lease_until (ISO UTC). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  lease_until: string;
}

/** These tables in the Database interface (schema.ts extends it). */
export interface CoreTables {
  players: PlayersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  entry_codes: EntryCodesTable;
  config_items: ConfigItemsTable;
  bulletins: BulletinsTable;
  banners: BannersTable;
  operators: OperatorsTable;
  audit_log: AuditLogTable;
  transfers: TransfersTable;
  entries: EntriesTable;
  holds: HoldsTable;
  job_leases: JobLeasesTable;
  player_daily_bets: PlayerDailyBetsTable;
}
