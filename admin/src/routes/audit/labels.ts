/** Names an operator reads for the audit log's actions and entities (an entity not listed shows as stored). */
import type { AuditEntry } from 'shared-contracts';

export const actionLabels: Record<AuditEntry['action'], { text: string; color: string }> = {
  create: { text: '新增', color: 'green' },
  update: { text: '修改', color: 'blue' },
  delete: { text: '删除', color: 'red' },
};

const ENTITY_LABELS: Record<string, string> = {
  banners: '轮播图',
  bulletins: '公告',
  config_items: '配置项',
  games: '游戏',
  held_wins: '派奖审核',
  withdrawal: '提现',
  withdraw_address: '提现地址',
  chain_deposits: '链上到账',
  receiving_addresses: '收款地址',
  pay_channels: '支付通道',
  site_settings: '站点设置',
  promotions: '活动',
  risk_blacklist: '黑名单',
  risk_blacklist_hit: '黑名单拦截',
  promotion_claim_refused: '同IP/设备领取拦截',
  rebate_days: '反水结算',
  commission_days: '佣金结算',
  commission_templates: '佣金模板',
  custom_pages: '自定义页面',
  player_protection: '玩家保护',
  deposit_limit_reviews: '超限充值审核',
  balance_adjustment: '余额调整',
  operators: '运营账号',
  operator_sessions: '运营会话',
  game_platforms: '游戏厂商',
  uploads: '上传图片',
  player_login: '玩家登录状态',
  player_withdraw_password: '玩家提现密码',
  player_restriction: '玩家账户限制',
};

/** "轮播图（banners）" for a known entity, the stored name otherwise. */
export function entityLabel(entity: string): string {
  return Object.hasOwn(ENTITY_LABELS, entity) ? `${ENTITY_LABELS[entity]}（${entity}）` : entity;
}
