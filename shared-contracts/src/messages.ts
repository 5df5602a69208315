/**
 * The zh-CN message catalogue. Every player-visible string comes from here, so the spec's
 * texts stay verbatim in one place.
 */
import { agentMessages } from './messages-agent';
import { activityMessages } from './messages-activity';
import { socialMessages } from './messages-social';
import { mineMessages } from './messages-mine';
import { moneyOutMessages } from './messages-money-out';
import { recordsMessages } from './messages-records';
import { protectionMessages } from './messages-protection';
import { safePlayMessages } from './messages-safe-play';
export const messages = {
  tabs: { home: '首页', activity: '活动', agent: '代理', mine: '我的' },
  frame: {
    back: '返回',
    notFound: '页面不存在',
    backHome: '返回首页',
    loading: '加载中...',
    darkTheme: '切换到深色模式',
    lightTheme: '切换到浅色模式',
    /** Names a screen reader gives what has no visible text: the tab bar, a popup's close cross. */
    tabBar: '主导航',
    close: '关闭',
  },
  remote: {
    loadFailed: '模块加载失败，请检查网络后重试',
    crashed: '页面出错了，请重试',
    incompatible: '模块版本不兼容，请稍后再试',
    integrity: '模块校验失败，已拒绝加载',
    retry: '重试',
  },
  boot: {
    manifestFailed: '站点配置加载失败，请刷新重试',
    refresh: '刷新',
  },
  /** Toasts for HTTP failures (spec §8), by status; 401 shows none (it opens the login dialog). */
  http: {
    400: '请求错误',
    401: '未授权，请登录',
    403: '拒绝访问',
    404: '请求地址出错',
    408: '请求超时',
    500: '服务器内部错误',
    501: '服务未实现',
    502: '网关错误',
    503: '服务不可用',
    504: '网关超时',
    505: 'HTTP版本不受支持',
    other: '无效的HTTP请求',
    network: '网络连接异常，请检查网络',
  },
  /** The login/registration dialog (spec §2 item 7, §4, §5, §8). */
  login: {
    titleLogin: '欢迎登录',
    titleRegister: '注册',
    toRegister: '还没有账号？立即注册',
    toLogin: '已有账号？立即登录',
    forgotPassword: '忘记密码',
    username: '请输入用户名（8-20位字母或数字）',
    password: '请输入密码（6-20位）',
    confirmPassword: '请再次输入密码（6-20位）',
    captcha: '请输入验证码',
    captchaImage: '验证码，点击刷新',
    inviteCode: '邀请码（选填）',
    remember: '记住密码',
    submitLogin: '登录',
    submitRegister: '注册',
    passwordMismatch: '密码不一致',
    missingFields: '有未填选项',
    registered: '注册成功',
  },
  /** Customer-service popup (spec §2 popup 1): online support link (config 7), chat support (config 3-5). */
  service: {
    title: '联系客服',
    online: '在线客服',
    onlineHint: '7×24小时在线为您服务',
    chat: 'Telegram客服',
    chatHint: '通过 Telegram 联系专属客服',
    unavailable: '客服暂未开放，请稍后再试',
    robot: '客服',
  },
  /** Announcement popup (spec §2 popup 2), titled notice. */
  notice: { title: '公告', confirm: '我知道了' },
  /** Promo dialog (popup 8) and the first-time popup carousel of home. */
  promo: {
    title: '优惠活动',
    previous: '上一张',
    next: '下一张',
    close: '关闭',
    dontShowAgain: '不再提示',
    slides: ['首充豪礼 最高送888 USDT', '邀请好友 佣金天天领'],
  },
  /** Add-to-home bar and its bottom sheet (spec §2 home details, §4 24 h rule). */
  addToHome: {
    bar: '添加到主屏幕，畅玩更方便',
    open: '添加',
    close: '关闭',
    sheetTitle: '添加到主屏幕',
    install: '立即添加',
    steps: ['点击浏览器底部或右上角的菜单按钮', '选择“添加到主屏幕”', '点击“添加”，从桌面图标直接进入'],
    imageAlt: '添加到主屏幕的操作示意图',
  },
  /** Invite dialog (spec §2 popup 6), mounted by the shell from the agent remote. */
  invite: {
    title: '邀请好友',
    botPlatform: '机器人邀请',
    webPlatform: '网页邀请',
    savePicture: '保存图片',
    copyLink: '复制链接',
    copied: '复制成功',
    generating: '生成图片中...',
    close: '关闭',
    loadFailed: '邀请信息加载中，请稍后再试',
  },
  /** The player's balance where the shell shows it (home top bar, mine). */
  balance: {
    login: '登录',
    register: '注册',
    recharge: '充值',
    refresh: '刷新余额',
    label: '余额',
  },
  /** The lobby remote (spec §1 home, §2 home details, §5, §8). */
  lobby: {
    searchPlaceholder: '搜索游戏',
    search: '搜索',
    searchResults: '搜索结果',
    noGames: '未搜索到游戏',
    tabs: { hot: '热门', slots: '电子', live: '真人视讯', chess: '棋牌', fishing: '捕鱼', sports: '体育' },
    shortcuts: {
      withdraw: '提现',
      benefit: '福利中心',
      income: '我的收入',
      invite: '邀请好友',
      betRecords: '投注记录',
    },
    /** The shortcut row's name for screen readers (it is a second navigation beside the tab bar). */
    shortcutsLabel: '快捷入口',
    recommended: '推荐游戏',
    notice: '公告',
    expand: '展开',
    collapse: '收起',
    /** Spec §8: the status word, then ，请选择其他游戏. */
    status: { 2: '正在维护', 3: '即将上线', 4: '敬请期待' },
    chooseOther: '，请选择其他游戏',
    badges: '游戏厂商',
    licences: '牌照认证',
    categoryTitle: '游戏分类',
    launching: '正在进入游戏...',
    launchFailed: '进入游戏失败，请返回重试',
    backToLobby: '返回大厅',
    pgHall: 'PG游戏大厅',
    empty: '暂无游戏',
    bannerAlt: '活动图片',
    /** Captions of the three generated licence seals at the foot of home. */
    licenceSeals: ['游戏牌照', '公平认证', '安全保障'],
  },
  /** The wallet remote's recharge (spec §2 /recharge, popup 3, §5). */
  recharge: {
    title: '充值',
    channel: '支付通道',
    amountLabel: '充值金额',
    amountPlaceholder: '请输入充值金额，最低20',
    minimum: '最低充值金额为20',
    submit: '立即充值',
    creating: '正在创建订单...',
    popupTitle: 'USDT充值',
    network: 'TRC20',
    networkHint: '仅支持TRON网络（TRC20）USDT',
    address: '充值地址',
    copy: '复制',
    copied: '复制成功',
    amount: '充值金额',
    actualAmount: '实际支付金额',
    validity: '有效时间',
    minutes: '分钟',
    remaining: '剩余时间',
    warning: '请按实际支付金额精确转账，金额输错将导致充值失败',
    anyAmountHint: '向此地址转入任意金额的USDT均会到账',
    waiting: '等待到账中，链上确认约需1分钟',
    success: '充值成功',
    credited: '到账金额',
    expired: '订单已过期，请重新发起充值',
    again: '重新充值',
    done: '完成',
    close: '关闭',
    resume: '您有未完成的充值订单',
    channelOpening: '正在前往支付页面...',
    /** Added with the screen: names and states the catalogue lacked. */
    copyAddress: '复制充值地址',
    copyAmount: '复制实际支付金额',
    qrAlt: '充值地址二维码',
    limits: '单笔限额',
    noChannel: '暂无可用支付通道',
    loading: '加载中...',
    resumeAction: '继续支付',
    invalidAmount: '请输入正确的充值金额',
    belowChannelMinimum: '充值金额低于该通道的下限',
  },
  ...moneyOutMessages,
  ...mineMessages,
  ...recordsMessages,
  ...agentMessages,
  ...activityMessages,
  ...socialMessages,
  ...protectionMessages,
  ...safePlayMessages,
  placeholder: {
    comingSoon: '页面建设中',
    build: '构建',
  },
} as const;

export type Messages = typeof messages;
