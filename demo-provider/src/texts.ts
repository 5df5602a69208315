/** The provider's own player-facing texts (zh-CN): a peer keeps its catalogue, not the platform's. */
export const texts = {
  title: '演示老虎机',
  stake: '投注额',
  spin: '开始旋转',
  balance: '余额',
  roundWin: '本局赢得',
  paytable: '赔付表',
  insufficientFunds: '余额不足',
  playRefused: '平台已限制您的投注',
  networkError: '网络异常，请稍后重试',
  launchInvalid: '游戏链接无效或已使用，请重新进入游戏',
  sessionExpired: '游戏会话已过期，请重新进入游戏',
  spinInProgress: '上一局尚未结束，请稍候',
  gameUnknown: '游戏不存在',
  badRequest: '请求参数错误',
  winPending: '派彩处理中，稍后到账',
  youWin: '恭喜中奖',
} as const;

/** Codes of the page's own answers; a platform refusal passes its own code through. */
export const pageCodes = {
  ok: 200,
  badRequest: 400,
  insufficientFunds: 4001,
  sessionExpired: 4002,
  spinInProgress: 4009,
  platformUnreachable: 5030,
} as const;
