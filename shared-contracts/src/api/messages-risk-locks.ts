/** Chinese messages of a player's partial locks (禁止提现 / 禁止投注 / 禁止领取优惠); spread into apiMessages. */
export const riskLockApiMessages = {
  /** A withdrawal request (the player's own, or customer service's on their behalf) of a player locked out of withdrawals. */
  restrictedWithdraw: '您的账户已被限制提现，请联系客服',
  /** A game launch, or a provider's bet call, of a player locked out of betting. */
  restrictedBet: '您的账户已被限制投注，请联系客服',
  /** A promotion, task reward, rebate or red packet claimed by a player locked out of promotions. */
  restrictedClaim: '您的账户已被限制领取优惠，请联系客服',
  restrictionInvalid: '限制类型无效',
  restrictionReasonRequired: '请填写原因',
  riskFlagSettingsInvalid: '风险标记设置有误，请检查各项数值',
} as const;
