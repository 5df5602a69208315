/**
 * The demo site's 13 promotions (spec §3 types 1–13) in Chinese: titles, summaries, groups,
 * parameters that the contract accepts, periods in days from today, and rules built from the
 * parameters so the page and the rule never disagree. Types 8–13 are in promotions-more.ts.
 */
import { MONTHLY, SMALL_STAKE, VIP_LEVELS, stakeTable, winTable, type DemoPromotion } from './promotion-params';
import { rulesHtml, rulesTable, turnoverTerm } from './promotion-rules';
import { MORE_DEMO_PROMOTIONS } from './promotions-more';

export type { DemoPromotion } from './promotion-params';

const FIRST_DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    type: 1,
    title: '首充豪礼',
    summary: '首充100%，最高888 USDT',
    group: 'recharge',
    colours: ['#ff6a00', '#ee0979'],
    params: {
      kind: 'deposit_bonus',
      scope: 'first',
      min_deposit: '10',
      percent: 10_000,
      cap: '888',
      turnover_multiple: 10,
    },
    days: 90,
    sort: 130,
    rules: rulesHtml(
      '新会员首次充值满10 USDT，即送充值金额100%的彩金，最高888 USDT。',
      rulesTable(['首充金额（USDT）', '赠送比例', '最高彩金（USDT）'], [['≥10', '100%', '888']]),
      ['仅限账户的第一笔充值，且须在活动开始后完成。', '充值到账后在本页点击领取。', turnoverTerm(10)],
    ),
  },
  {
    type: 2,
    title: '电子/捕鱼月度豪礼',
    summary: '当月电子、捕鱼有效投注达标，最高送1888 USDT',
    group: 'games',
    colours: ['#8e2de2', '#4a00e0'],
    params: { kind: 'turnover_tiers', categories: [5, 3], window: 'month', tiers: MONTHLY, turnover_multiple: 1 },
    days: 60,
    sort: 120,
    rules: rulesHtml(
      '自然月内电子与捕鱼游戏的有效投注累计达到以下档位，即可领取对应奖励，每档每月可领一次。',
      stakeTable('当月有效投注（USDT）', MONTHLY),
      ['统计时间为每月1日00:00至月末24:00（北京时间）。', turnoverTerm(1)],
    ),
  },
  {
    type: 3,
    title: '转换体验金',
    summary: '新人注册即领8 USDT体验金',
    group: 'recharge',
    colours: ['#11998e', '#38ef7d'],
    params: { kind: 'trial', amount: '8', max_account_age_days: 7, turnover_multiple: 20 },
    days: 60,
    sort: 110,
    rules: rulesHtml('注册7天内且尚未充值的新会员，可领取8 USDT体验金，畅玩全站游戏。', '', [
      '每位会员仅可领取一次。',
      '体验金可用于游戏，但须完成20倍流水后方可提现。',
    ]),
  },
  {
    type: 4,
    title: '救援金',
    summary: '昨日电子/捕鱼/棋牌亏损满100，返5%',
    group: 'daily',
    colours: ['#f7971e', '#ffd200'],
    params: {
      kind: 'loss_rescue',
      categories: [5, 3, 1],
      min_loss: '100',
      percent: 500,
      cap: '888',
      turnover_multiple: 3,
    },
    days: 90,
    sort: 100,
    rules: rulesHtml(
      '昨日在电子、捕鱼、棋牌游戏的净亏损达到100 USDT，今日可领取亏损金额5%的救援金，最高888 USDT。',
      rulesTable(['昨日净亏损（USDT）', '救援比例', '最高（USDT）'], [['≥100', '5%', '888']]),
      ['每日00:00（北京时间）后可领取前一日的救援金，当日有效。', turnoverTerm(3)],
    ),
  },
  {
    type: 5,
    title: '每日红包',
    summary: '每天充值或投注，领0.10-8.88 USDT随机红包',
    group: 'daily',
    colours: ['#e52d27', '#b31217'],
    params: { kind: 'lucky_money', min: '0.10', max: '8.88', turnover_multiple: 1 },
    days: 30,
    sort: 90,
    rules: rulesHtml('当天有充值或有效投注的会员，每天可领取一次随机红包，金额0.10至8.88 USDT。', '', [
      '红包金额由系统随机生成。',
      turnoverTerm(1),
    ]),
  },
  {
    type: 6,
    title: '以小博大',
    summary: '电子单注≤2 USDT中奖100倍起，加送最高188',
    group: 'games',
    colours: ['#00c6ff', '#0072ff'],
    params: {
      kind: 'single_win',
      categories: [5],
      max_stake: '2',
      tiers: SMALL_STAKE,
      daily_limit: 3,
      turnover_multiple: 1,
    },
    days: 45,
    sort: 80,
    rules: rulesHtml(
      '电子游戏单注投注不超过2 USDT，单局派彩达到投注额的以下倍数，即可领取对应奖励。',
      winTable(SMALL_STAKE),
      ['每个注单仅可领取一次，按达到的最高档计算。', '每人每天最多领取3次。', turnoverTerm(1)],
    ),
  },
  {
    type: 7,
    title: 'VIP晋级',
    summary: '累计投注晋级VIP，晋级礼金最高3888',
    group: 'vip',
    colours: ['#c79081', '#dfa579'],
    params: { kind: 'vip', levels: VIP_LEVELS, turnover_multiple: 1 },
    days: 90,
    sort: 70,
    rules: rulesHtml(
      '累计有效投注达到以下金额即晋级对应VIP等级，每级可领取一次晋级礼金，等级越高反水比例越高。',
      rulesTable(
        ['等级', '累计有效投注（USDT）', '晋级礼金（USDT）', '电子/捕鱼反水'],
        VIP_LEVELS.map((level) => [level.name, level.min_stake, level.reward, `${(40 + 10 * level.level) / 100}%`]),
      ),
      ['反水按前一日有效投注计算，次日可在福利中心领取。', turnoverTerm(1)],
    ),
  },
];

/** Types 1–13 in order. */
export const DEMO_PROMOTIONS: DemoPromotion[] = [...FIRST_DEMO_PROMOTIONS, ...MORE_DEMO_PROMOTIONS];
