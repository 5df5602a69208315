/**
 * The demo site's activities, through the activity services like an operator's saves: the 13
 * promotions with generated covers (from today, for the days each names), /community's links and
 * one special page. Each part is seeded only while its table or setting is empty.
 */
import type { CommunityLink } from 'shared-contracts';
import type { AppContext } from '../context';
import { changeCommunityLinks, communityLinksView } from '../modules/activity/pages/community';
import { createCustomPage, hasCustomPages } from '../modules/activity/pages/custom-pages';
import { savePromotion, type PromotionSave } from '../modules/activity/promotions/admin';
import { promotionsConfigured } from '../modules/activity/promotions/admin-view';
import { shanghaiDate, shanghaiMidnightUtc } from '../shanghai-time';
import { festivePicture, promotionCover } from './art';
import { DEMO_PROMOTIONS, type DemoPromotion } from './promotions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Example handles only: t.me links of no real group. */
export const DEMO_COMMUNITY_LINKS: CommunityLink[] = [
  { title: '官方交流群', description: '玩家交流、活动答疑', url: 'https://t.me/demo_platform_group', kind: 'group' },
  { title: '官方频道', description: '最新公告与活动通知', url: 'https://t.me/demo_platform_news', kind: 'channel' },
  { title: '客服小助手', description: '7×24小时在线', url: 'https://t.me/demo_platform_help', kind: 'other' },
];

/** The operator's input that saves `promotion` from `today` (Asia/Shanghai) for its days. */
export function demoPromotionInput(promotion: DemoPromotion, today: string): PromotionSave {
  const end =
    promotion.days === null
      ? null
      : `${shanghaiDate(new Date(shanghaiMidnightUtc(today).getTime() + promotion.days * DAY_MS))} 00:00:00`;
  return {
    type: promotion.type,
    title: promotion.title,
    summary: promotion.summary,
    group: promotion.group,
    cover: promotionCover(promotion.title, promotion.summary, ...promotion.colours),
    rules_html: promotion.rules,
    starts_at: `${today} 00:00:00`,
    ends_at: end,
    status: 'on',
    sort: promotion.sort,
    params: promotion.params,
  };
}

function specialPageHtml(): string {
  return [
    `<p><img src="${festivePicture()}" alt="双旦狂欢 好礼不停"></p>`,
    '<h3>活动时间</h3><p>12月24日 00:00 至 次年1月3日 24:00（北京时间）</p>',
    '<h3>活动内容</h3>',
    '<ol><li>圣诞、元旦期间每日签到奖励翻倍。</li><li>活动期间单日充值满100 USDT，次日可领取18 USDT狂欢礼金。</li>',
    '<li>电子、捕鱼游戏有效投注排行前10名，额外奖励88-888 USDT。</li></ol>',
    '<h3>活动规则</h3><p>奖励须完成1倍流水后方可提现，本活动最终解释权归平台所有。</p>',
  ].join('');
}

/** Promotions, community links and the special page, each only into an empty table or setting. */
export async function seedDemoActivities(context: AppContext): Promise<void> {
  if (!(await promotionsConfigured(context))) {
    const today = shanghaiDate(context.now());
    for (const promotion of DEMO_PROMOTIONS) await savePromotion(context, null, demoPromotionInput(promotion, today));
  }
  if ((await communityLinksView(context)).updated_at === null)
    await changeCommunityLinks(context, null, { links: DEMO_COMMUNITY_LINKS });
  if (!(await hasCustomPages(context)))
    await createCustomPage(context, null, { title: '双旦狂欢', html: specialPageHtml(), status: 'on' });
}
