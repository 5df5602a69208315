/** Chinese messages of player protection (issue 18): limits, breaks, the age check; spread into apiMessages. */
export const protectionApiMessages = {
  adultRequired: '请确认您已年满18周岁',
  limitKeyInvalid: '限额类型无效',
  limitAmountInvalid: '限额须为大于0的金额，或留空表示不设限额',
  limitUnchanged: '限额未改变',
  realityCheckInvalid: '提醒间隔只能为关闭、15、30或60分钟',
  breakKindInvalid: '请选择冷静期或自我排除',
  breakPeriodInvalid: '时长无效',
  breakAlreadyActive: '您已处于冷静期或自我排除中，不能缩短或重复设置',
  liftNotAllowed: '仅永久自我排除在满6个月后可由超级管理员解除',
  liftReasonRequired: '请填写解除原因',
  roleForbidden: '当前运营账号无此权限',
  /** Login during a break; `{until}` is the end (北京时间) or 永久. */
  loginOnBreak: '您处于{kind}中，至{until}前无法登录',
  playOnBreak: '您处于{kind}中，至{until}前无法进行游戏',
  /** An order over a deposit limit; `{limit}` names it, `{resets}` when room returns (北京时间). */
  depositLimitReached: '已达到{limit} {amount} USDT，本次最多可充值 {room} USDT，额度将于{resets}恢复',
  depositUnderReview: '您有超出充值限额的到账正在审核，暂不能创建新的充值订单',
  lossLimitReached: '已达到{limit} {amount} USDT，额度将于{resets}恢复',
  stakeLimitReached: '本局投注已超过单局投注限额 {amount} USDT',
  depositReviewClosed: '该审核记录不存在或已处理',
  /** Bonuses, rebates and red packets refused to a player on a cool-off or self-exclusion. */
  marketingOnBreak: '冷静期或自我排除期间不能领取优惠、反水或红包',
  /** An operator's withdrawal for a player who is not on a break: the player applies themselves. */
  withdrawOnBehalfNotOnBreak: '该玩家未处于冷静期或自我排除中，请玩家自行申请提现',
  withdrawOnBehalfNoteRequired: '请填写代客提现说明（如核实玩家身份的方式）',
} as const;

/** What the refusals call each limit and break (filled into the messages above). */
export const protectionNames = {
  deposit_24h: '每日充值限额',
  deposit_7d: '每周充值限额',
  deposit_30d: '每月充值限额',
  loss_24h: '每日亏损限额',
  loss_7d: '每周亏损限额',
  loss_30d: '每月亏损限额',
  stake_round: '单局投注限额',
  cool_off: '冷静期',
  exclusion: '自我排除',
  permanent: '永久',
} as const;

/** Fills `{name}` placeholders of a message. @example fillMessage('至{until}', { until: '永久' }) // '至永久' */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
