/** Table types for Kysely. Times are ISO-8601 UTC text; money is integer micro-USDT; flags are 0/1. */
import type { Insertable, Selectable } from 'kysely';
import type {
  GamePlatformsTable,
  GamesTable,
  ProviderLaunchesTable,
  ProviderSessionsTable,
  ProviderTransactionsTable,
  GameRoundsTable,
  HeldWinsTable,
} from './schema-games';
import type { ChannelOrdersTable, PayChannelsTable } from './schema-pay';
import type {
  ChainDepositsTable,
  DepositOrdersTable,
  PlayerDepositAddressesTable,
  ReceivingAddressesTable,
} from './schema-deposits';
import type {
  ChainOutflowsTable,
  ChainPendingTransfersTable,
  ChainReconciliationsTable,
  ChainWatchStatusTable,
} from './schema-chain';
import type {
  SiteSettingsTable,
  TurnoverRequirementsTable,
  WithdrawAddressesTable,
  WithdrawalPayoutsTable,
  WithdrawalsTable,
} from './schema-withdrawals';
import type {
  AgentCommissionsTable,
  AgentEstimatesTable,
  AgentTreeTable,
  CommissionClaimsTable,
  CommissionDaysTable,
  CommissionTemplatesTable,
  PlayerDailyPerformanceTable,
} from './schema-agents';
import type {
  CustomPagesTable,
  PlayerRebatesTable,
  PromotionClaimsTable,
  PromotionsTable,
  PromotionVersionsTable,
  RebateDaysTable,
  RedPacketSharesTable,
  RedPacketsTable,
} from './schema-activities';
import type { ProtectionTables } from './schema-protection';
import type { AdminTables } from './schema-admin';
import type { RiskTables } from './schema-risk';
import type { MoneyControlTables } from './schema-money-controls';
import type { CoreTables, PlayersTable, SessionsTable } from './schema-core';

// Each domain's tables have a file of their own; every table's type is still had from here.
export type * from './schema-core';
export type * from './schema-games';
export type * from './schema-pay';
export type * from './schema-deposits';
export type * from './schema-chain';
export type * from './schema-withdrawals';
export type * from './schema-agents';
export type * from './schema-activities';
export type * from './schema-protection';
export type * from './schema-admin';
export type * from './schema-risk';
export type * from './schema-money-controls';

export interface Database extends CoreTables, ProtectionTables, AdminTables, RiskTables, MoneyControlTables {
  game_platforms: GamePlatformsTable;
  games: GamesTable;
  provider_launches: ProviderLaunchesTable;
  provider_sessions: ProviderSessionsTable;
  provider_transactions: ProviderTransactionsTable;
  game_rounds: GameRoundsTable;
  held_wins: HeldWinsTable;
  pay_channels: PayChannelsTable;
  channel_orders: ChannelOrdersTable;
  receiving_addresses: ReceivingAddressesTable;
  player_deposit_addresses: PlayerDepositAddressesTable;
  deposit_orders: DepositOrdersTable;
  chain_deposits: ChainDepositsTable;
  chain_pending_transfers: ChainPendingTransfersTable;
  chain_outflows: ChainOutflowsTable;
  chain_reconciliations: ChainReconciliationsTable;
  chain_watch_status: ChainWatchStatusTable;
  withdraw_addresses: WithdrawAddressesTable;
  withdrawals: WithdrawalsTable;
  withdrawal_payouts: WithdrawalPayoutsTable;
  turnover_requirements: TurnoverRequirementsTable;
  site_settings: SiteSettingsTable;
  agent_tree: AgentTreeTable;
  player_daily_performance: PlayerDailyPerformanceTable;
  commission_templates: CommissionTemplatesTable;
  commission_days: CommissionDaysTable;
  agent_commissions: AgentCommissionsTable;
  agent_estimates: AgentEstimatesTable;
  commission_claims: CommissionClaimsTable;
  promotions: PromotionsTable;
  promotion_versions: PromotionVersionsTable;
  promotion_claims: PromotionClaimsTable;
  rebate_days: RebateDaysTable;
  player_rebates: PlayerRebatesTable;
  red_packets: RedPacketsTable;
  red_packet_shares: RedPacketSharesTable;
  custom_pages: CustomPagesTable;
}

export type Player = Selectable<PlayersTable>;
export type NewPlayer = Insertable<PlayersTable>;
export type Session = Selectable<SessionsTable>;
