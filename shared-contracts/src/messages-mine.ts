/** The UI catalogue of the account remote's 我的 and 关于我们 pages (issue 14), spread into `messages`. */
export const mineMessages = {
  /** /user 我的: profile, balance, today's figures, the menu to every record screen, logout. */
  mine: {
    visitorTitle: '您还未登录',
    visitorHint: '登录后查看余额、投注记录与账户报表',
    login: '登录',
    register: '注册',
    playerId: 'ID',
    copy: '复制',
    copyId: '复制玩家ID',
    copied: '复制成功',
    balance: '账户余额 (USDT)',
    refresh: '刷新余额',
    recharge: '充值',
    withdraw: '提现',
    today: '今日数据',
    todayRounds: '投注笔数',
    todayStake: '有效投注',
    todayWinLoss: '今日输赢',
    pendingInout: '待处理充提',
    /** Headings of the two menu groups and the menu's name for screen readers. */
    records: '我的记录',
    services: '更多服务',
    menuLabel: '账户菜单',
    menu: {
      betRecords: '投注记录汇总',
      accountRecords: '输赢报表',
      rechargeRecords: '充提记录',
      transactionRecords: '交易记录',
      backRecords: '反水记录',
      safe: '安全中心',
      benefit: '福利中心',
      income: '我的收入',
      community: '玩家社区',
      about: '关于我们',
      service: '在线客服',
      darkMode: '深色模式',
    },
    logout: '退出登录',
    logoutConfirm: '确定要退出当前账号吗？',
    confirm: '确定',
    cancel: '取消',
  },
  /** /about 关于我们: the operator's text and the version of each remote. */
  about: {
    empty: '暂无内容',
    loading: '加载中...',
    versions: '版本信息',
    /** The remotes by container name; an unknown one is shown by its name. */
    remotes: { mf_lobby: '大厅', mf_wallet: '钱包', mf_account: '我的', mf_agent: '代理', mf_activity: '活动' },
  },
} as const;
