/** What each config item is (spec §3 config ids, CONFIG_IDS), and whether the site shows it as HTML. */
import { CONFIG_IDS } from 'shared-contracts';

export interface ConfigMeaning {
  label: string;
  /** Where and how the site uses it, for the operator editing it. */
  hint: string;
  html: boolean;
}

const [handle1, handle2, handle3] = CONFIG_IDS.chatHandles;

export const CONFIG_MEANINGS: Readonly<Record<number, ConfigMeaning>> = {
  [CONFIG_IDS.notice]: { label: '公告文字', hint: '公告文字，可含 HTML（显示前会过滤）', html: true },
  [CONFIG_IDS.noticeBar]: { label: '首页滚动文字', hint: '首页跑马灯显示的文字', html: false },
  [handle1]: { label: '客服账号1', hint: '聊天软件客服账号（客服弹窗据此生成链接）', html: false },
  [handle2]: { label: '客服账号2', hint: '聊天软件客服账号', html: false },
  [handle3]: { label: '客服账号3', hint: '聊天软件客服账号', html: false },
  [CONFIG_IDS.onlineSupportLink]: { label: '在线客服链接', hint: '在线客服的网址（http/https）', html: false },
  [CONFIG_IDS.sportsNotice]: { label: '体育公告', hint: '体育分类页的公告，可含 HTML', html: true },
  [CONFIG_IDS.about]: { label: '关于我们', hint: '“关于我们”页面内容（HTML，显示前会过滤）', html: true },
  [CONFIG_IDS.responsibleGaming]: { label: '理性游戏', hint: '“理性游戏”页面内容（HTML，显示前会过滤）', html: true },
};

/** The known ids in order. */
export const KNOWN_CONFIG_IDS = Object.keys(CONFIG_MEANINGS)
  .map(Number)
  .sort((a, b) => a - b);

/** An id the spec does not name: shown as HTML-capable text, with its number. */
export const meaningOf = (id: number): ConfigMeaning =>
  CONFIG_MEANINGS[id] ?? { label: `配置项 ${id}`, hint: '未定义用途的配置项', html: true };
