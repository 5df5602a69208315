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
