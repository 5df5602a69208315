/** Demo data for the embedded site: Chinese config items, bulletins with HTML, banners, a demo player. */
import type { AppContext } from '../context';
import { registerPlayerDirectly } from '../modules/auth/service';

export const DEMO_PLAYER = { username: 'demoplayer01', password: 'demo123456' } as const;

const CONFIG_ITEMS: Array<{ id: number; content: string; remark: string }> = [
  { id: 1, content: '<p>欢迎来到娱乐平台！充值请认准站内 USDT（TRC20）地址，谨防诈骗。</p>', remark: '公告' },
  { id: 2, content: '🎉 新用户首充享豪礼，邀请好友赚佣金，详情请查看活动页面！', remark: '首页跑马灯' },
  { id: 3, content: 'demo_support_1', remark: '客服号1' },
  { id: 4, content: 'demo_support_2', remark: '客服号2' },
  { id: 5, content: 'demo_support_3', remark: '客服号3' },
  { id: 7, content: 'https://example.com/support', remark: '在线客服链接' },
  { id: 8, content: '<p><strong>体育赛事说明：</strong>所有赛事以官方结果为准，投注前请阅读规则。</p>', remark: '体育说明' },
];

const BULLETINS = [
  { title: '平台公告', content: '<h3>平台公告</h3><p>尊敬的会员：本平台仅支持 <b>USDT-TRC20</b> 充值，请按页面显示的金额精确转账。</p>', sort: 10 },
  { title: '维护通知', content: '<p>每周二 04:00-06:00（北京时间）系统例行维护，期间部分游戏暂停服务。</p>', sort: 5 },
];

/** A generated banner picture (no copyrighted art): a gradient with a Chinese headline. */
function bannerImage(headline: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" rx="24" fill="url(#g)"/><text x="48" y="170" font-size="64" font-weight="bold" fill="#fff" font-family="sans-serif">${headline}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const BANNERS = [
  { cover_images: bannerImage('首充豪礼 最高送888', '#ff6a00', '#ee0979'), activity_type: 1, sort: 30 },
  { cover_images: bannerImage('每日签到 好礼不停', '#2193b0', '#6dd5ed'), activity_type: 10, sort: 20 },
  { cover_images: bannerImage('全民代理 躺赚佣金', '#7f00ff', '#e100ff'), activity_type: 13, sort: 10 },
];

/** Fills an empty database; does nothing when content already exists. */
export async function seedDemoData(context: AppContext): Promise<void> {
  const existing = await context.db.selectFrom('config_items').select('id').executeTakeFirst();
  if (existing) return;
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    await trx.insertInto('config_items').values(CONFIG_ITEMS.map((item) => ({ ...item, updated_at: now }))).execute();
    await trx.insertInto('bulletins').values(BULLETINS.map((bulletin) => ({ ...bulletin, created_at: now }))).execute();
    await trx.insertInto('banners').values(BANNERS.map((banner) => ({ ...banner, created_at: now }))).execute();
  });
  await registerPlayerDirectly(context, DEMO_PLAYER.username, DEMO_PLAYER.password, null);
}
