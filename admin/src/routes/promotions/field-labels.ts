/** The Chinese names, units and hints of the promotion parameters' fields (by field name, as in activity-params.ts). */
export const fieldLabels: Readonly<Record<string, string>> = {
  scope: '适用充值',
  min_deposit: '最低充值',
  percent: '赠送比例',
  cap: '封顶金额',
  turnover_multiple: '流水倍数',
  categories: '统计游戏类别',
  window: '统计周期',
  tiers: '档位',
  min_stake: '有效投注',
  reward: '奖励',
  min_loss: '最低亏损',
  max_stake: '单局最高投注',
  multiple: '中奖倍数',
  daily_limit: '每日可领次数',
  rewards: '签到奖励',
  min_stake_today: '签到前当日有效投注',
  min: '最小金额',
  max: '最大金额',
  amount: '金额',
  max_account_age_days: '注册天数上限',
  levels: 'VIP等级',
  level: '等级',
  name: '名称',
  rebate: '反水比例',
  game_type_id: '游戏类别',
  rate: '比例',
  link: '跳转链接',
};

export const choiceLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  scope: { first: '账户首次充值', daily_first: '每日首笔充值' },
  window: { day: '每日（北京时间）', week7: '每7天（自活动首日起）', month: '每自然月' },
};

/** Fields whose numbers are game categories (spec §3 game_type_id). */
export const GAME_TYPE_FIELDS = new Set(['categories', 'game_type_id']);

/** A unit after the input and a hint under it. */
export const fieldUnits: Readonly<Record<string, { suffix?: string; help?: string }>> = {
  percent: { suffix: '‱', help: '万分之：10000 = 100%' },
  rate: { suffix: '‱' },
  turnover_multiple: { suffix: '倍', help: '奖励需完成的流水倍数，0 = 无要求' },
  multiple: { suffix: '倍' },
  daily_limit: { suffix: '次' },
  max_account_age_days: { suffix: '天' },
  min_stake_today: { help: '0 = 无需投注' },
  categories: { help: '只统计所选类别的有效投注' },
  rewards: { help: '连续签到第 n 天领第 n 项，超出后按最后一项' },
  levels: { help: '自 0 级、累计投注 0 起，逐级递增；反水按等级的比例结算' },
};

/** The label of row `index` of list `name`: 第1档, 第1天… */
export function listItemLabel(name: string, index: number): string {
  if (name === 'tiers') return `第${index + 1}档`;
  if (name === 'rewards') return `第${index + 1}天`;
  if (name === 'levels') return `第${index + 1}个等级`;
  // A row of a category and its rate says what it is by itself.
  if (name === 'rebate') return '';
  return `第${index + 1}项`;
}
