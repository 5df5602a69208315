/** Tables of operator-configured pay channels and the orders placed on them (migration 009). */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

/** A third-party channel an operator configured ('gateway' kind); USDT-TRC20 is built in, not a row. */
export interface PayChannelsTable {
  id: Generated<number>;
  /** Lower case, unique, never changed: names the callback path and the clearing account `channel:<code>`. */
  code: string;
  kind: string;
  name: string;
  /** Units of the channel's currency per 1 USDT, decimal text (at most 6 places). */
  rate: string;
  currency: string;
  min_amount: MicroUsdt;
  max_amount: MicroUsdt;
  sort: number;
  enabled: number;
  gateway_url: string;
  merchant_id: string;
  /**
   * The HMAC key shared with the gateway. Stored as given (it must sign and verify, so no hash);
   * never answered, logged or written to the audit log.
   */
  secret: string;
  /** Comma-separated CIDRs the channel's callbacks may come from. */
  allow_cidrs: string;
  created_at: string;
  updated_at: string;
}

export type ChannelOrderStatus = 'pending' | 'paid' | 'expired' | 'failed';

/** A player's order on a gateway channel; paid once, by the callback, in the transaction that credits it. */
export interface ChannelOrdersTable {
  id: Generated<number>;
  /** Our order id, sent to the gateway and shown to the player. */
  order_no: string;
  player_id: number;
  channel_id: number;
  /** What the player is credited, in micro-USDT. */
  amount: MicroUsdt;
  /** amount × the channel's rate at order time, exact decimal text in the channel's currency. */
  currency_amount: string;
  status: ChannelOrderStatus;
  channel_order_no: string | null;
  transfer_id: number | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
}
