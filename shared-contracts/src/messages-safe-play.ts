/** The UI catalogue of the shell's and account remote's protection parts (issue 18): the age checkbox, the reality check, the 理性游戏 page; spread into `messages`. */
export const safePlayMessages = {
  safePlay: {
    /** The register form's required checkbox; the link after it opens /responsible. */
    adultConfirm: '我已年满18周岁，并同意',
    adultLink: '《理性游戏》',
    /** The client's refusal when the box is not ticked (after 密码不一致 and 有未填选项). */
    adultRequired: '请勾选确认您已年满18周岁',
    /** The reality check dialog; `{minutes}` of play this login, `{net}` its net result in USDT. */
    realityTitle: '游戏时长提醒',
    realityText: '您已游戏 {minutes} 分钟，本次登录净输赢 {net} USDT',
    realityHint: '请合理安排游戏时间，理性娱乐。',
    realityContinue: '继续',
    realityExit: '退出游戏',
    /** /responsible 理性游戏: the operator's page, then the way to the tools. */
    pageTitle: '理性游戏',
    loading: '加载中...',
    loadFailed: '内容加载失败',
    retry: '重试',
    empty: '暂无内容',
    toolsHint: '充值限额、亏损限额、游戏时长提醒、冷静期与自我排除，均可在安全中心设置。',
    toSafe: '前往安全中心',
    /** The /user menu entry and the home footer link. */
    menuEntry: '理性游戏',
    footerAdultMark: '18+',
    footerLink: '理性游戏',
    footerNote: '未满18周岁禁止参与',
  },
} as const;
