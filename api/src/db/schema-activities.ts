/** Tables of activities and rewards (migration 016). Days are Asia/Shanghai 'YYYY-MM-DD'; money is micro-USDT. */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

/** One promotion per type of spec §3 (1–13); `version` counts its saved versions. */
export interface PromotionsTable {
  id: Generated<number>;
  type: number;
  /** One of PROMOTION_GROUPS: the /activity tab it shows under. */
  group_key: string;
  title: string;
  summary: string;
  cover: string;
  rules_html: string;
  /** PromotionParams as stored: amounts as the operator typed them (USDT text), validated by the contract schema. */
  params_json: string;
  starts_at: string;
  ends_at: string | null;
  status: 'on' | 'off';
  sort: Generated<number>;
  version: number;
  updated_at: string;
}

/** Every saved version of a promotion (the whole row as JSON), never edited. */
export interface PromotionVersionsTable {
  id: Generated<number>;
  promotion_id: number;
  version: number;
  snapshot_json: string;
  operator_id: number | null;
  created_at: string;
}

/** A reward paid: unique per (player, activity_type, period_key) and per (player, request_id). activity_type 0 = rebates. */
export interface PromotionClaimsTable {
  id: Generated<number>;
  player_id: number;
  activity_type: number;
  promotion_version: number;
  period_key: string;
  /** The reward's tier as task/progress named it (a tier index, a streak day, a level, a round id). */
  tier: number;
  amount: MicroUsdt;
  /** The bonus turnover this claim added to the player's withdrawal requirement (0 = none). */
  turnover_required: MicroUsdt;
  request_id: string;
  transfer_id: number;
  created_at: string;
}

/** A rebate settlement run per Asia/Shanghai day. */
export interface RebateDaysTable {
  day: string;
  status: 'running' | 'done';
  players: Generated<number>;
  amount: Generated<MicroUsdt>;
  started_at: string;
  finished_at: string | null;
}

/** A player's rebate for one settled day; claim_id set when claimed. */
export interface PlayerRebatesTable {
  player_id: number;
  day: string;
  vip_level: number;
  stake: MicroUsdt;
  amount: MicroUsdt;
  claim_id: number | null;
  created_at: string;
}

export interface RedPacketsTable {
  id: Generated<number>;
  code: string;
  sender_id: number;
  message: string;
  total: MicroUsdt;
  count: number;
  split: 'random' | 'equal';
  taken_count: Generated<number>;
  taken_amount: Generated<MicroUsdt>;
  status: 'open' | 'finished' | 'expired';
  refunded_amount: Generated<MicroUsdt>;
  request_id: string;
  send_transfer_id: number;
  refund_transfer_id: number | null;
  created_at: string;
  expires_at: string;
  finished_at: string | null;
}

/** One share taken: once per (packet, player); seq 1..count in the order taken. */
export interface RedPacketSharesTable {
  packet_id: number;
  player_id: number;
  seq: number;
  amount: MicroUsdt;
  transfer_id: number;
  created_at: string;
}

/** /customDetail's operator-written pages. */
export interface CustomPagesTable {
  id: Generated<number>;
  title: string;
  html: string;
  status: 'on' | 'off';
  created_at: string;
  updated_at: string;
}
