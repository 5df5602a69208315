/** The UI catalogue of the record and report screens of mf-account (spec §2 record routes, §3 record status), spread into `messages`. */
export const recordsMessages = {
  /** What every record screen shares: the period filter, paging, the empty state, copy buttons. */
  records: {
    periods: { today: '今天', yesterday: '昨天', '7d': '近7天', '30d': '近30天' },
    periodLabel: '查询时间',
    range: '统计区间',
    empty: '暂无记录',
    loading: '加载中...',
    noMore: '没有更多了',
    loadFailed: '加载失败',
    retry: '重新加载',
    total: '合计',
    all: '全部',
    copy: '复制',
    copied: '复制成功',
    loginPrompt: '登录后查看记录',
    login: '登录',
  },
  /** /transactionRecords 交易记录: every ledger entry of the player. */
  bills: {
    kindFilter: '交易类型',
    amount: '金额',
    balanceAfter: '余额',
    reference: '关联单号',
  },
  /** /backRecords 反水记录. */
  rebates: {
    total: '反水合计',
  },
  /** /rechargeRecords 充提记录 (spec §3 record status). */
  inout: {
    typeFilter: '记录类型',
    types: { 1: '充值', 2: '提现' },
    statusText: { 1: '完成', 2: '审核中', 3: '已拒绝' },
    amount: '金额',
    actualAmount: '实际金额',
    fee: '手续费',
    channel: '通道',
    orderId: '订单号',
    address: '地址',
    txId: '交易哈希',
    createdAt: '创建时间',
    completedAt: '完成时间',
    copyAddress: '复制地址',
    copyTxId: '复制交易哈希',
  },
  /** /betRecords 投注记录汇总, /betDetail 投注详情 and a round's detail. */
  bets: {
    rounds: '注单数',
    stake: '有效投注',
    payout: '派彩',
    winLoss: '输赢',
    game: '游戏',
    roundId: '注单号',
    status: '状态',
    statusText: { open: '未结算', settled: '已结算', cancelled: '已取消' },
    openedAt: '投注时间',
    settledAt: '结算时间',
    viewDetail: '查看注单',
    roundTitle: '注单详情',
    calls: '厂商调用',
    callKinds: { bet: '投注', win: '派彩', rollback: '投注退回' },
    transactionId: '交易号',
    entries: '账变',
    noCalls: '暂无调用',
    noEntries: '暂无账变',
  },
  /** /accountRecords 输赢报表. */
  report: {
    date: '日期',
    stake: '投注',
    payout: '派彩',
    bonus: '优惠',
    rebate: '反水',
    net: '净输赢',
    days: '每日明细',
  },
} as const;
