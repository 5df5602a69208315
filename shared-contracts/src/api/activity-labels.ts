/** Chinese labels of promotion rewards and progress bars the claim core's rule kinds answer (issue 16). */
export const activityLabels = {
  firstDepositReward: '首充奖励',
  dailyFirstDepositReward: '每日首充奖励',
  firstDepositProgress: '首次充值',
  dailyFirstDepositProgress: '今日首充',
  trialReward: '体验金',
  luckyMoneyReward: '每日红包',
  todayStake: '今日有效投注',
  /** 第3天 */
  signInDay: (day: number) => `第${day}天`,
  /** 0.10 - 8.88 USDT */
  usdtRange: (min: string, max: string) => `${min} - ${max} USDT`,
  /** 最高888.00 USDT: a bonus before its deposit is known. */
  upTo: (cap: string) => `最高${cap} USDT`,
} as const;

/** The 13 promotion types of spec §3 (PROMOTION_TYPES) by number, as operators pick them for a banner. */
export const promotionTypeLabels: Readonly<Record<number, string>> = {
  1: '首充豪礼',
  2: '电子/捕鱼月度豪礼',
  3: '转换体验金',
  4: '救援金',
  5: '每日红包',
  6: '以小博大',
  7: 'VIP晋级',
  8: '电子奖上奖',
  9: '5D房每日乐',
  10: '每日签到',
  11: '捕鱼7日乐',
  12: '捕鱼每日挑战',
  13: '全民代理',
};
