/**
 * The zh-CN message catalogue. Every player-visible string comes from here, so the spec's
 * texts stay verbatim in one place.
 */
export const messages = {
  tabs: { home: '首页', activity: '活动', agent: '代理', mine: '我的' },
  frame: {
    back: '返回',
    notFound: '页面不存在',
    backHome: '返回首页',
    loading: '加载中...',
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
  placeholder: {
    comingSoon: '页面建设中',
    build: '构建',
  },
} as const;

export type Messages = typeof messages;
