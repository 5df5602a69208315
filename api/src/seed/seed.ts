/**
 * Demo data for the embedded site, a use case of its own: Chinese config items, bulletins with
 * HTML, banners, demo games, a game catalogue, the activities (activity.ts), and a demo player
 * registered and funded through the auth and ledger services like any player, with a small
 * invite tree below them.
 */
import { microUsdt } from 'shared-contracts';
import type { AppContext } from '../context';
import { registerPlayerDirectly } from '../modules/auth/service';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import { addReceivingAddress, hasReceivingAddresses } from '../modules/deposits/receiving-addresses';
import { seedDemoActivities } from './activity';
import { seedDemoAgentTree } from './agents';
import { holdsDemoOperator, seedDemoOperator } from './operator';
import { bannerSvg, FRUITS, gameSvg, GEMS, storeDemoPicture } from './art';
import { catalogueRows } from './catalogue';
import { hasAnyReceivingAddress, hasConfigItems, hasGames, hasTransfer, insertGames, insertSiteContent } from './store';

export const DEMO_PLAYER = { username: 'demoplayer01', password: 'demo123456' } as const;
/** 1,000 USDT. */
const DEMO_DEPOSIT = microUsdt(1_000_000_000);
/** Only the seed posts under this key; a player cannot (a username could be taken by anyone). */
const DEMO_DEPOSIT_KEY = 'seed:demo-player-deposit';

const CONFIG_ITEMS: Array<{ id: number; content: string; remark: string }> = [
  { id: 1, content: '<p>欢迎来到娱乐平台！充值请认准站内 USDT（TRC20）地址，谨防诈骗。</p>', remark: '公告' },
  { id: 2, content: '🎉 新用户首充享豪礼，邀请好友赚佣金，详情请查看活动页面！', remark: '首页跑马灯' },
  { id: 3, content: 'demo_support_1', remark: '客服号1' },
  { id: 4, content: 'demo_support_2', remark: '客服号2' },
  { id: 5, content: 'demo_support_3', remark: '客服号3' },
  { id: 7, content: 'https://example.com/support', remark: '在线客服链接' },
  {
    id: 8,
    content: '<p><strong>体育赛事说明：</strong>所有赛事以官方结果为准，投注前请阅读规则。</p>',
    remark: '体育说明',
  },
  {
    id: 9,
    content: [
      '<h3>关于我们</h3>',
      '<p>娱乐平台是一个提供电子游戏、真人视讯、棋牌、捕鱼与体育的综合娱乐平台，仅支持 USDT（TRC20）充值与提现。</p>',
      '<h3>理性娱乐</h3>',
      '<p>本平台仅向年满18周岁的用户提供服务。游戏有风险，请量力而行，切勿沉迷；如需暂停或限制游戏，请联系客服。</p>',
      '<h3>联系我们</h3>',
      '<p>如有任何疑问，请点击页面上的客服按钮，联系在线客服或聊天软件客服，我们7×24小时为您服务。</p>',
    ].join(''),
    remark: '关于我们',
  },
];

const BULLETINS = [
  {
    title: '平台公告',
    content: '<h3>平台公告</h3><p>尊敬的会员：本平台仅支持 <b>USDT-TRC20</b> 充值，请按页面显示的金额精确转账。</p>',
    sort: 10,
  },
  { title: '维护通知', content: '<p>每周二 04:00-06:00（北京时间）系统例行维护，期间部分游戏暂停服务。</p>', sort: 5 },
];

const BANNERS = [
  { picture: bannerSvg('首充豪礼 最高送888', '#ff6a00', '#ee0979'), activity_type: 1, sort: 30 },
  { picture: bannerSvg('每日签到 好礼不停', '#2193b0', '#6dd5ed'), activity_type: 10, sort: 20 },
  { picture: bannerSvg('全民代理 躺赚佣金', '#7f00ff', '#e100ff'), activity_type: 13, sort: 10 },
];

/** The demo provider's games (platform 16), slots that open directly (open_type 2). */
const DEMO_GAMES = [
  {
    game_code: 'demo_fruit_slot',
    game_name: '水果拉霸',
    picture: gameSvg('水果拉霸', '#ff9a44', '#fc6076', FRUITS),
    sort: 20,
  },
  {
    game_code: 'demo_gem_slot',
    game_name: '宝石转转乐',
    picture: gameSvg('宝石转转乐', '#7b4397', '#2c3e91', GEMS),
    sort: 10,
  },
];
const DEMO_PLATFORM_ID = 16;
const SLOTS_GAME_TYPE = 5;

/** Puts the demo games in an empty catalogue; a catalogue with any game is left alone. */
async function seedDemoGames(context: AppContext): Promise<void> {
  if (await hasGames(context.db)) return;
  const now = context.now().toISOString();
  const pictures = await Promise.all(DEMO_GAMES.map(({ picture }) => storeDemoPicture(context, picture)));
  await insertGames(
    context.db,
    DEMO_GAMES.map(({ picture: _svg, ...game }, index) => ({
      ...game,
      image: pictures[index] ?? '',
      game_image: pictures[index] ?? '',
      plat_type_id: DEMO_PLATFORM_ID,
      game_type_id: SLOTS_GAME_TYPE,
      open_type: 2,
      status: 1,
      is_hot: 1,
      created_at: now,
    })),
  );
}

/** The providers of spec §3 whose games the catalogue holds (platforms 1-15; 16 is the demo provider). */
const CATALOGUE_PLATFORMS = { first: 1, last: 15 } as const;

/** Puts the demo catalogue (catalogue.ts) in, unless a game of providers 1-15 exists already. */
async function seedGameCatalogue(context: AppContext): Promise<void> {
  if (await hasGames(context.db, CATALOGUE_PLATFORMS)) return;
  const rows = await catalogueRows(context.now().toISOString(), (svg) => storeDemoPicture(context, svg));
  await insertGames(context.db, rows);
}

/**
 * The demo site's receiving pool: valid TRON addresses nobody holds a key to (payload = SHA-256 of
 * `demo-receiving-address-<n>`), for payments from the demo chain's test wallet only. Production
 * refuses a database that holds them.
 */
export const DEMO_RECEIVING_ADDRESSES = [
  'TASK1skN5ZPzMVm2RAihbgJBtCVsfaUbvP',
  'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN',
  'TYovYqCE6Gg6QCB1oNSfNdsGZx77qsKHZs',
] as const;

/** Fills an empty pool with the demo addresses; a pool with any address is left alone. */
async function seedReceivingAddresses(context: AppContext): Promise<void> {
  if (await hasReceivingAddresses(context)) return;
  for (const [index, address] of DEMO_RECEIVING_ADDRESSES.entries())
    await addReceivingAddress(context, null, { address, label: `演示收款地址${index + 1}` });
}

/**
 * Fills an empty database; does nothing when content already exists. Games, the receiving pool, the
 * invite tree and the activities are seeded apart, so an older database gets them too.
 */
export async function seedDemoData(context: AppContext): Promise<void> {
  await seedDemoCatalogue(context);
  await seedDemoContentAndPlayer(context);
  // Apart too, so a demo database seeded before the agent programme gets its tree.
  await seedDemoAgentTree(context, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await seedDemoActivities(context);
  await seedDemoOperator(context);
}

/**
 * The games (the demo provider's and the catalogue's) and the receiving pool: what the tables of
 * every migration since the money ledger hold alike. The records bench seeds its volume over them
 * at an older migration, before the rest of the demo data has tables to go to.
 */
export async function seedDemoCatalogue(context: AppContext): Promise<void> {
  await seedDemoGames(context);
  await seedGameCatalogue(context);
  await seedReceivingAddresses(context);
}

/** Config items, bulletins, banners and the funded demo player, into a site without content. */
async function seedDemoContentAndPlayer(context: AppContext): Promise<void> {
  if (await hasConfigItems(context.db)) return;
  const now = context.now().toISOString();
  await insertSiteContent(context.db, {
    configItems: CONFIG_ITEMS.map((item) => ({ ...item, updated_at: now })),
    bulletins: BULLETINS.map((bulletin) => ({ ...bulletin, created_at: now })),
    banners: await Promise.all(
      BANNERS.map(async ({ picture, ...banner }) => ({
        ...banner,
        cover_images: await storeDemoPicture(context, picture),
        created_at: now,
      })),
    ),
  });
  // The demo players stand for players who registered on the site, the 18+ box ticked.
  const demo = await registerPlayerDirectly(context, DEMO_PLAYER.username, DEMO_PLAYER.password, null, {
    ageConfirmedAt: context.now(),
  });
  // A demo deposit, posted through the ledger like any deposit, so the demo games can be played.
  await creditPlayer(context, {
    playerId: demo.id,
    amount: DEMO_DEPOSIT,
    sourceCode: PLATFORM_ACCOUNTS.depositClearing,
    kind: 'deposit',
    idempotencyKey: DEMO_DEPOSIT_KEY,
  });
}

/**
 * Whether the database holds the seeded demo player's deposit, a demo receiving address (money
 * sent there is lost) or the demo operator (a published password): a demo database, not one for real money.
 */
export async function holdsDemoData(db: AppContext['db']): Promise<boolean> {
  return (
    (await hasTransfer(db, DEMO_DEPOSIT_KEY)) ||
    (await hasAnyReceivingAddress(db, DEMO_RECEIVING_ADDRESSES)) ||
    holdsDemoOperator(db)
  );
}
