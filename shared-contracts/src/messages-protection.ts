/** The UI catalogue of the protection screens in the wallet remote (issue 18): limits, breaks, the first-deposit prompt; spread into `messages`. */
export const protectionMessages = {
  protection: {
    /** The 理性游戏 group on /safe 安全中心. */
    group: '理性游戏',
    limitsEntry: '限额设置',
    realityEntry: '游戏时长提醒',
    coolOffEntry: '冷静期',
    exclusionEntry: '自我排除',
    responsibleEntry: '理性游戏说明',

    /** The limits panel; the limits' own names are protectionNames (shared-contracts api/messages-protection.ts). */
    limitsTitle: '限额设置',
    limitsHint: '降低或新增限额立即生效；提高或取消限额需等待24小时后生效。',
    timesNote: '以上时间均为北京时间',
    groups: { deposit: '充值限额', loss: '亏损限额', stake: '投注限额' },
    notSet: '未设置',
    usdt: '{amount} USDT',
    usedDeposit: '已充值 {amount} USDT',
    usedLoss: '已亏损 {amount} USDT',
    resetsAt: '{time} 恢复额度',
    pendingAmount: '调整为 {amount} USDT，将于 {time} 生效',
    pendingRemoval: '取消限额，将于 {time} 生效',
    edit: '修改',
    /** `{name}`: the limit's name. */
    editLabel: '修改{name}',
    current: '当前限额',
    amountLabel: '新限额（USDT）',
    amountPlaceholder: '留空表示取消限额',
    amountInvalid: '请输入大于0的金额，最多6位小数',
    appliesNow: '此调整将立即生效',
    appliesLater: '此调整将于24小时后生效，在此之前仍按当前限额执行',
    unchanged: '限额未改变',
    cancel: '取消',
    save: '保存',
    savedNow: '限额已生效',
    savedLater: '已提交，将于24小时后生效',
    loading: '加载中',

    /** The reality check. */
    realityTitle: '游戏时长提醒',
    realityHint: '游戏时每隔所选时间弹出提醒，显示本次已玩时长和输赢。',
    realityOff: '关闭',
    realityEvery: '每{minutes}分钟',
    realitySaved: '已保存',

    /** Cool-off and self-exclusion. */
    coolOffTitle: '冷静期',
    exclusionTitle: '自我排除',
    coolOffIntro: '暂停游戏一段时间，到期后自动恢复。',
    exclusionIntro: '长时间停止游戏，适合需要彻底远离游戏的时候。',
    periodLabel: '选择时长',
    periods: {
      '24h': '24小时',
      '7d': '7天',
      '30d': '30天',
      '6w': '6周',
      '6m': '6个月',
      '1y': '1年',
      '5y': '5年',
      permanent: '永久',
    },
    meaningTitle: '请先了解',
    meaning: [
      '立即生效，所有设备上的登录都会退出',
      '期间无法登录、充值或进行游戏',
      '生效后不能缩短或取消，客服也无法为您解除',
      '账户余额仍可联系客服申请提现',
    ],
    permanentNote: '永久自我排除满6个月后，方可申请人工审核解除。',
    /** `{kind}`: 冷静期 or 自我排除. */
    start: '开始{kind}',
    confirmTitle: '确认开始{kind}？',
    /** `{until}`: the end (北京时间). */
    confirmUntil: '{until} 结束（北京时间）',
    confirmPermanent: '永久有效，不会自动结束',
    confirmBody: '确认后您会立即退出登录；{kind}开始后无法缩短或取消，客服也无法解除。',
    confirmOk: '确认开始',
    confirmCancel: '再想想',
    startedTitle: '{kind}已开始',
    startedUntil: '至 {until}（北京时间）前您将无法登录。',
    startedPermanent: '您已永久自我排除，将无法再登录。',
    startedOk: '知道了',

    /** Before the first deposit. */
    promptTitle: '设置充值限额',
    promptText: '首次充值前，建议您设置每日充值限额，帮助控制支出。之后可在安全中心随时修改。',
    promptSet: '设置充值限额',
    promptSkip: '跳过',
  },
} as const;
