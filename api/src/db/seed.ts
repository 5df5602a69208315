/** Demo data for the embedded site: Chinese config items, bulletins with HTML, banners, demo games, a game catalogue, a demo player. */
import type { AppContext } from '../context';
import { registerPlayerDirectly } from '../modules/auth/service';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import { catalogueRows, gameImage } from './seed-catalogue';

export const DEMO_PLAYER = { username: 'demoplayer01', password: 'demo123456' } as const;
/** 1,000 USDT in micro-USDT. */
const DEMO_DEPOSIT = 1_000_000_000;

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

/** Cherries, a lemon and a watermelon slice. */
const FRUITS = [
  '<path d="M125 62 Q150 36 182 48" stroke="#2e7d32" stroke-width="7" fill="none" stroke-linecap="round"/>',
  '<path d="M125 62 Q112 96 100 122 M125 62 Q140 94 152 116" stroke="#388e3c" stroke-width="5" fill="none" stroke-linecap="round"/>',
  '<circle cx="100" cy="140" r="26" fill="#d50000"/><circle cx="154" cy="134" r="26" fill="#c62828"/>',
  '<circle cx="91" cy="131" r="7" fill="#fff" opacity=".6"/><circle cx="145" cy="125" r="7" fill="#fff" opacity=".6"/>',
  '<ellipse cx="222" cy="112" rx="40" ry="29" fill="#ffeb3b" stroke="#f9a825" stroke-width="5"/><ellipse cx="208" cy="102" rx="12" ry="6" fill="#fff9c4"/>',
  '<path d="M62 180 A88 88 0 0 0 238 180 Z" fill="#43a047"/><path d="M75 180 A75 75 0 0 0 225 180 Z" fill="#ef5350"/>',
  ...[[105, 192], [135, 204], [165, 204], [195, 192], [150, 226], [120, 222], [180, 222]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3.5" ry="6" fill="#212121"/>`),
].join('');

/** Three cut gems: a diamond, an emerald and a ruby. */
function gem(x: number, y: number, size: number, light: string, dark: string): string {
  const half = size / 2;
  const top = `${x - half},${y} ${x - half / 2},${y - half / 1.6} ${x + half / 2},${y - half / 1.6} ${x + half},${y}`;
  return `<polygon points="${top} ${x},${y + size}" fill="${dark}"/><polygon points="${top}" fill="${light}"/><polygon points="${x - half / 2},${y} ${x + half / 2},${y} ${x},${y + size}" fill="#fff" opacity=".25"/>`;
}
const GEMS = [gem(150, 96, 96, '#b3e5fc', '#0288d1'), gem(78, 168, 64, '#a5d6a7', '#2e7d32'), gem(222, 168, 64, '#ff8a80', '#c62828'), '<circle cx="200" cy="60" r="5" fill="#fff"/><circle cx="96" cy="70" r="3" fill="#fff"/>'].join('');

/** The demo provider's games (platform 16), slots that open directly (open_type 2). */
const DEMO_GAMES = [
  { game_code: 'demo_fruit_slot', game_name: '水果拉霸', picture: gameImage('水果拉霸', '#ff9a44', '#fc6076', FRUITS), sort: 20 },
  { game_code: 'demo_gem_slot', game_name: '宝石转转乐', picture: gameImage('宝石转转乐', '#7b4397', '#2c3e91', GEMS), sort: 10 },
];
const DEMO_PLATFORM_ID = 16;
const SLOTS_GAME_TYPE = 5;

/** Puts the demo games in an empty catalogue; a catalogue with any game is left alone. */
async function seedDemoGames(context: AppContext): Promise<void> {
  if (await context.db.selectFrom('games').select('id').executeTakeFirst()) return;
  const now = context.now().toISOString();
  await context.db
    .insertInto('games')
    .values(
      DEMO_GAMES.map(({ picture, ...game }) => ({
        ...game, image: picture, game_image: picture, plat_type_id: DEMO_PLATFORM_ID, game_type_id: SLOTS_GAME_TYPE, open_type: 2, status: 1, is_hot: 1, created_at: now,
      })),
    )
    // Two servers starting at once: the second one's insert is a no-op.
    .onConflict((conflict) => conflict.columns(['plat_type_id', 'game_code']).doNothing())
    .execute();
}

/** The providers of spec §3 whose games the catalogue holds (platforms 1-15; 16 is the demo provider). */
const CATALOGUE_PLATFORMS = { first: 1, last: 15 } as const;

/** Puts the demo catalogue (seed-catalogue.ts) in, unless a game of providers 1-15 exists already. */
async function seedGameCatalogue(context: AppContext): Promise<void> {
  const existing = await context.db
    .selectFrom('games')
    .select('id')
    .where('plat_type_id', '>=', CATALOGUE_PLATFORMS.first)
    .where('plat_type_id', '<=', CATALOGUE_PLATFORMS.last)
    .executeTakeFirst();
  if (existing) return;
  await context.db
    .insertInto('games')
    .values(catalogueRows(context.now().toISOString()))
    .onConflict((conflict) => conflict.columns(['plat_type_id', 'game_code']).doNothing())
    .execute();
}

/** Fills an empty database; does nothing when content already exists. Games are seeded apart, so an older database gets them too. */
export async function seedDemoData(context: AppContext): Promise<void> {
  await seedDemoGames(context);
  await seedGameCatalogue(context);
  const existing = await context.db.selectFrom('config_items').select('id').executeTakeFirst();
  if (existing) return;
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    await trx.insertInto('config_items').values(CONFIG_ITEMS.map((item) => ({ ...item, updated_at: now }))).execute();
    await trx.insertInto('bulletins').values(BULLETINS.map((bulletin) => ({ ...bulletin, created_at: now }))).execute();
    await trx.insertInto('banners').values(BANNERS.map((banner) => ({ ...banner, created_at: now }))).execute();
  });
  const demo = await registerPlayerDirectly(context, DEMO_PLAYER.username, DEMO_PLAYER.password, null);
  // A demo deposit, posted through the ledger like any deposit, so the demo games can be played.
  await creditPlayer(context, { playerId: demo.id, amount: DEMO_DEPOSIT, sourceCode: PLATFORM_ACCOUNTS.depositClearing, kind: 'deposit', idempotencyKey: 'seed:demo-player-deposit' });
}
