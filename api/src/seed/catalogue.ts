/**
 * The demo game catalogue: invented Chinese titles across the 7 categories and the 15 providers
 * of spec §3, with generated covers (no copyrighted art, no real game titles).
 */
import type { Insertable } from 'kysely';
import type { GamesTable } from '../db/schema';
import { DRAWINGS, gameSvg, PALETTES } from './art';

/** Flags a row of the table below: h hot; s2 s3 s4 its status; o1 / onull its open_type (otherwise 2). */
type Flag = 'h' | 's2' | 's3' | 's4' | 'o1' | 'onull';
type Entry = [platform: number, code: string, name: string, category: number, ...flags: Flag[]];

const CHESS = 1,
  LOTTERY = 2,
  FISHING = 3,
  ESPORTS = 4,
  SLOTS = 5,
  SPORTS = 6,
  LIVE = 7;

/** The catalogue, by provider. Codes are lower-case, prefixed with the provider's code. */
const CATALOGUE: Entry[] = [
  [1, 'pg_golden_dragon', '金龙献瑞', SLOTS, 'h'],
  [1, 'pg_golden_cat', '金猫纳福', SLOTS, 'h'],
  [1, 'pg_lantern_night', '元宵灯会', SLOTS],
  [1, 'pg_jade_garden', '翡翠花园', SLOTS],
  [1, 'pg_lucky_koi', '锦鲤跃龙门', SLOTS, 's3'],
  [1, 'pg_moon_palace', '月宫仙境', SLOTS],
  [1, 'pg_treasure_ship', '宝船启航', SLOTS],
  [2, 'ag_live_hall', 'AG真人大厅', LIVE, 'o1'],
  [2, 'ag_baccarat_a', '百家乐A厅', LIVE, 'h'],
  [2, 'ag_baccarat_vip', '百家乐贵宾厅', LIVE],
  [2, 'ag_dragon_tiger', '龙虎斗厅', LIVE],
  [2, 'ag_roulette', '欧式轮盘厅', LIVE],
  [2, 'ag_sicbo', '骰宝厅', LIVE],
  [2, 'ag_fish_king', '深海捕鱼王', FISHING, 'h'],
  [2, 'ag_fish_dragon', '龙王捕鱼', FISHING],
  [3, 'im_sports', 'IM体育馆', SPORTS, 'h', 'onull'],
  [3, 'im_esports', '电竞竞猜馆', ESPORTS],
  [3, 'im_basketball', '篮球赛事', SPORTS],
  [4, 'jdb_hall', 'JDB电子大厅', SLOTS, 'o1'],
  [4, 'jdb_money_tree', '摇钱宝树', SLOTS],
  [4, 'jdb_treasure_bowl', '聚宝金盆', SLOTS],
  [4, 'jdb_ocean_hunter', '海底猎人', FISHING],
  [4, 'jdb_crazy_fishery', '疯狂渔场', FISHING, 's2'],
  [5, 'ky_hall', '开元棋牌大厅', CHESS, 'o1'],
  [5, 'ky_landlord', '欢乐斗地主', CHESS, 'h'],
  [5, 'ky_bull_banker', '抢庄牛牛', CHESS],
  [5, 'ky_golden_flower', '炸金花', CHESS],
  [5, 'ky_two_mahjong', '二人麻将', CHESS],
  [5, 'ky_twenty_one', '二十一点', CHESS],
  [6, 'sb_football', '足球竞猜', SPORTS, 'h', 'onull'],
  [6, 'sb_virtual', '虚拟体育', SPORTS, 'onull'],
  [6, 'sb_esports', '电竞大赛', ESPORTS],
  [7, 'cmd_sports', '综合体育', SPORTS, 'onull'],
  [7, 'cmd_tennis', '网球赛场', SPORTS, 's4'],
  [8, 'hlqp_run_fast', '跑得快', CHESS],
  [8, 'hlqp_texas', '德州扑克', CHESS, 'h', 's2'],
  [8, 'hlqp_three_face', '三公', CHESS],
  [8, 'hlqp_fish_crab', '鱼虾蟹', CHESS],
  [9, 'lgd_lucky_ssc', '幸运时时彩', LOTTERY],
  [9, 'lgd_speed_cars', '极速赛车', LOTTERY, 'h'],
  [9, 'lgd_happy_dice', '快乐骰子', LOTTERY, 's4'],
  [9, 'lgd_mahjong_link', '麻将连连', SLOTS],
  [10, 'mg_hall', 'MG电子大厅', SLOTS, 'o1'],
  [10, 'mg_wild_savanna', '狂野草原', SLOTS],
  [10, 'mg_gold_rush', '淘金热潮', SLOTS],
  [10, 'mg_twin_stars', '幸运双星', SLOTS, 's3'],
  [10, 'mg_baccarat_b', '百家乐B厅', LIVE],
  [11, 'cq_spring_drums', '鼓舞迎春', SLOTS],
  [11, 'cq_fire_phoenix', '浴火凤凰', SLOTS, 'h'],
  [11, 'cq_five_blessings', '五福临门', SLOTS],
  [11, 'cq_fish_paradise', '捕鱼天堂', FISHING],
  [12, 'jl_royal_flush', '皇家同花', SLOTS, 'h'],
  [12, 'jl_treasure_vault', '金库寻宝', SLOTS],
  [12, 'jl_fish_party', '欢乐捕鱼', FISHING],
  [12, 'jl_rummy', '拉米纸牌', CHESS],
  [13, 'pp_thunder_temple', '雷霆神殿', SLOTS, 'h'],
  [13, 'pp_sweet_shop', '甜蜜糖果屋', SLOTS],
  [13, 'pp_buffalo_plains', '野牛平原', SLOTS],
  [13, 'pp_wild_west', '西部淘金', SLOTS, 's4'],
  [13, 'pp_roulette_c', '轮盘C厅', LIVE],
  [14, 'bf_football', '足球全场', SPORTS, 'onull'],
  [14, 'bf_esports', '电竞联赛', ESPORTS, 'h'],
  [14, 'bf_hero_duel', '英雄对决', ESPORTS],
  [14, 'bf_gun_arena', '枪战竞技', ESPORTS, 's3'],
  [15, 'fg_golden_toad', '金蟾渔场', FISHING, 'h'],
  [15, 'fg_happy_fisher', '欢乐渔夫', FISHING],
  [15, 'fg_lucky_keno', '幸运快乐8', LOTTERY],
  [15, 'fg_fruit_party', '水果派对', SLOTS],
  [15, 'fg_lucky_wheel', '幸运转盘', SLOTS, 's2'],
  [15, 'fg_dragon_tiger', '龙虎彩', LOTTERY],
];

/** Hot games come first in their lists (the two demo games, sort 20 and 10, stay first in the hot list). */
const HOT_SORT = 5;

/** The catalogue as rows of `games`, stamped `createdAt`; `storePicture` stores a cover and answers its address. */
export async function catalogueRows(
  createdAt: string,
  storePicture: (svg: string) => Promise<string>,
): Promise<Array<Insertable<GamesTable>>> {
  const pictures = await Promise.all(
    CATALOGUE.map(([platform, , name, category], index) => {
      const [from, to] = PALETTES[platform] ?? ['#455a64', '#263238'];
      return storePicture(gameSvg(name, from, to, DRAWINGS[category]?.(index) ?? ''));
    }),
  );
  return CATALOGUE.map(([platform, code, name, category, ...flags], index) => {
    const picture = pictures[index] ?? '';
    const status = flags.includes('s2') ? 2 : flags.includes('s3') ? 3 : flags.includes('s4') ? 4 : 1;
    const open_type = flags.includes('o1') ? 1 : flags.includes('onull') ? null : 2;
    const is_hot = flags.includes('h') ? 1 : 0;
    return {
      game_code: code,
      game_name: name,
      plat_type_id: platform,
      game_type_id: category,
      open_type,
      status,
      is_hot,
      sort: is_hot ? HOT_SORT : 0,
      image: picture,
      game_image: picture,
      created_at: createdAt,
    };
  });
}
