/** Tables of risk control (migration 024): where players and operators acted from, blacklists, partial locks. */
import type { Generated } from 'kysely';

export type TraceEvent =
  'register' | 'login' | 'session' | 'deposit_order' | 'withdrawal' | 'audit' | 'claim' | 'bind_address';

/** One action's client: address (after the trusted-proxy rules), device id and user agent. */
export interface ClientTracesTable {
  id: Generated<number>;
  player_id: number | null;
  operator_id: number | null;
  event: TraceEvent;
  ip: string;
  device_id: string | null;
  user_agent: string | null;
  ref: string | null;
  created_at: string;
}

export type BlacklistKind = 'ip' | 'device' | 'address';

export interface RiskBlacklistTable {
  id: Generated<number>;
  kind: BlacklistKind;
  /** An address or CIDR (ip), a device id, or a TRON address. */
  value: string;
  reason: string;
  created_by: number;
  created_at: string;
}

export type PlayerRestriction = 'withdraw' | 'bet' | 'claim';

/** A partial lock: the player may log in but not withdraw, bet or claim promotions. */
export interface PlayerRestrictionsTable {
  player_id: number;
  restriction: PlayerRestriction;
  reason: string;
  created_by: number;
  created_at: string;
}

export interface RiskTables {
  client_traces: ClientTracesTable;
  risk_blacklist: RiskBlacklistTable;
  player_restrictions: PlayerRestrictionsTable;
}
