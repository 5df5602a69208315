/** Table types for Kysely. Times are ISO-8601 UTC text; money is integer micro-USDT; flags are 0/1. */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface PlayersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  withdraw_password_hash: string | null;
  invite_code: string;
  inviter_id: number | null;
  created_at: string;
}

/** One balance per account; the ledger (money core) adds transfers and entries. */
export interface AccountsTable {
  id: Generated<number>;
  /** 'player' wallets may never go below zero; platform accounts may. */
  kind: string;
  player_id: number | null;
  code: string;
  balance: Generated<number>;
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
  password_hash: string;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface Database {
  players: PlayersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  config_items: ConfigItemsTable;
  bulletins: BulletinsTable;
  banners: BannersTable;
  operators: OperatorsTable;
  audit_log: AuditLogTable;
}

export type Player = Selectable<PlayersTable>;
export type NewPlayer = Insertable<PlayersTable>;
export type Session = Selectable<SessionsTable>;
