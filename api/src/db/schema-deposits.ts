/** Tables of money in: the receiving-address pool, per-player deposit addresses, recharge orders, chain deposits. */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

/** An operator-managed TRON address orders are paid to (pool mode); disabled ones take no new orders. */
export interface ReceivingAddressesTable {
  id: Generated<number>;
  address: string;
  label: string;
  status: 'active' | 'disabled';
  created_at: string;
  updated_at: string;
}

/** A player's own deposit address (xpub mode): child `derivation_index` of TRON_XPUB, assigned once. */
export interface PlayerDepositAddressesTable {
  player_id: number;
  derivation_index: number;
  address: string;
  created_at: string;
}

export type DepositOrderStatus = 'open' | 'paid' | 'expired' | 'replaced';

/** A recharge order: pay `actual_amount` to `address` between created_at and expires_at. */
export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  player_id: number;
  address: string;
  amount: MicroUsdt;
  actual_amount: MicroUsdt;
  /** 1: only `actual_amount` exactly matches (pool); 0: any amount to the player's own address (xpub). */
  exact_amount: number;
  status: DepositOrderStatus;
  /** What arrived and was credited, once paid. */
  credited_amount: MicroUsdt | null;
  chain_deposit_id: number | null;
  transfer_id: number | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  closed_at: string | null;
}

export type ChainDepositStatus = 'credited' | 'unmatched' | 'assigned' | 'refunded';

/** A final USDT transfer to one of our addresses, recorded once per (tx_id, event_index), matched or not. */
export interface ChainDepositsTable {
  id: Generated<number>;
  tx_id: string;
  event_index: number;
  from_address: string;
  to_address: string;
  /** Micro-USDT; null only when it is beyond MAX_AMOUNT (reason too_large): raw_amount keeps it exactly. */
  amount: MicroUsdt | null;
  /** The token's raw integer amount as decimal text. */
  raw_amount: string;
  block_number: number;
  /** Milliseconds since the epoch (UTC). */
  block_timestamp: number;
  status: ChainDepositStatus;
  reason: string | null;
  order_id: number | null;
  player_id: number | null;
  transfer_id: number | null;
  decided_by: number | null;
  note: string | null;
  created_at: string;
  decided_at: string | null;
}
