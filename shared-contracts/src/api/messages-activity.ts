/** Chinese messages of the activity API (issue 16): promotions, claims, rebates, red packets; spread into apiMessages. */
export const activityApiMessages = {
  activityNotFound: '活动不存在或已下架',
  activityNotStarted: '活动尚未开始',
  activityEnded: '活动已结束',
  activityRequestIdInvalid: '请求编号无效，请刷新页面后重试',
  activityTierNotFound: '该奖励不存在',
  activityNothingToClaim: '暂无可领取的奖励',
  activityAlreadyClaimed: '该奖励已领取',
  activityNotEligible: '未满足领取条件',
  activityInfoOnly: '该活动无需领取',
  activityParamsInvalid: '活动参数有误，请检查各项设置',
  activityPeriodInvalid: '活动时间有误：结束时间须晚于开始时间',
  activityRulesTooLong: '活动规则内容过长',
  activityCoverInvalid: '封面须为 https 图片地址或不超过300KB的图片',
  // Reasons a reward is locked (task/progress) or a claim is refused (task/receive).
  activityNeedDeposit: '需先完成一笔充值',
  activityFirstDepositOnly: '仅限首次充值',
  activityDepositTooSmall: '充值金额未达到活动最低要求',
  activityDepositBeforeStart: '首次充值早于活动开始时间',
  activityStakeShort: '有效投注未达到该档要求',
  activityLossShort: '昨日亏损未达到救援金门槛',
  activityNeedPlayToday: '今日充值或投注后可领取',
  activitySignInStakeShort: '今日有效投注未达到签到要求',
  activitySignInDone: '今日已签到，明天再来',
  activityTrialDeposited: '体验金仅限未充值的新玩家',
  activityTrialTooOld: '体验金仅限新注册玩家',
  activityVipLevelShort: '累计有效投注未达到该等级',
  activityWinDailyLimit: '今日领取次数已达上限',
  activityRoundNotEligible: '该注单不符合活动条件',
  rebateNothing: '暂无可领取的反水',
  rebateSettingsInvalid: '反水设置有误',
  rebateBelowMinimum: '可领取反水未达到最低领取金额',
  rebateDayNotOver: '该日尚未结束，不能结算反水（北京时间次日00:05后）',
  rebateDisabled: '反水已关闭，不能结算',
  // Red packets.
  redPacketNotFound: '红包不存在',
  redPacketCountInvalid: '红包个数须为1-100个',
  redPacketShareTooSmall: '每个红包金额不能少于0.01 USDT',
  redPacketInsufficient: '余额不足，无法发送红包',
  redPacketTurnoverUnmet: '您还有未完成的流水要求，完成后才能发送红包',
  redPacketOwn: '不能领取自己发的红包',
  redPacketAlreadyTaken: '您已领取过该红包',
  redPacketEmpty: '手慢了，红包已被领完',
  redPacketExpired: '红包已过期',
  communityLinkInvalid: '链接须为 http(s) 地址',
  communityLinksTooMany: '社区链接最多20个',
  customPageNotFound: '页面不存在',
} as const;

/** Composed labels of rewards and progress bars (task/progress): the rule's figure is part of the text. */
export const activityRuleLabels = {
  /** Turnover tiers: tier n (from 1). */
  tier: (n: number) => `第${n}档`,
  /** Turnover tiers' bar, by window kind. */
  windowStake: { day: '今日有效投注', week7: '本期有效投注', month: '本月有效投注' },
  /** Rescue money for a day's loss. */
  rescue: (day: string) => `${day} 救援金`,
  lossYesterday: '昨日亏损',
  /** A winning round (its id) and the multiple of the tier it met. */
  round: (roundId: number, multiple: number) => `注单${roundId}（${multiple}倍）`,
  vipStake: '累计有效投注',
} as const;
