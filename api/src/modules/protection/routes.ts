/** Routes of player protection, player side (安全中心) and the public 理性游戏 page. */
import {
  apiPaths,
  breakViewSchema,
  okResultSchema,
  playSessionSchema,
  protectionStatusSchema,
  realityCheckRequestSchema,
  responsibleGamingSchema,
  setLimitRequestSchema,
  takeBreakRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { takeBreak } from './breaks';
import { setLimit } from './limits';
import { endPlaySession, playSession, setRealityCheck } from './reality';
import { responsibleGamingPage } from './responsible';
import { protectionStatus, skipDepositPrompt } from './status';

export function protectionRoutes(): RouteDefinition[] {
  const player = { tag: 'protection', audience: 'player' as const };
  const paths = apiPaths.protection;
  return [
    defineRoute({
      ...player,
      method: 'GET',
      path: paths.status,
      summary: '安全中心：各项限额（生效值、待生效的提高及时间、已用额度）、游戏时长提醒、首充前是否提示设置充值限额',
      result: protectionStatusSchema,
      handle: ({ subject, context }) => protectionStatus(context, subject.id),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: paths.limit,
      summary: '设置限额（降低或新增立即生效；提高或取消24小时后生效；单局投注限额同样如此）',
      input: setLimitRequestSchema,
      result: protectionStatusSchema,
      handle: ({ input, subject, context }) => setLimit(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: paths.realityCheck,
      summary: '设置游戏时长提醒间隔（0 关闭、15、30、60 分钟）',
      input: realityCheckRequestSchema,
      result: protectionStatusSchema,
      handle: ({ input, subject, context }) => setRealityCheck(context, subject.id, input.minutes),
    }),
    defineRoute({
      ...player,
      method: 'GET',
      path: paths.session,
      summary: '本次登录的游戏时长与净输赢（游戏时长提醒）',
      result: playSessionSchema,
      handle: ({ subject, context }) => playSession(context, subject),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: paths.sessionEnd,
      summary: '退出游戏：结束玩家在游戏平台的会话，游戏不再接受投注',
      result: okResultSchema,
      handle: ({ subject, context }) => endPlaySession(context, subject.id),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: paths.takeBreak,
      summary: '冷静期或自我排除：立即生效，所有设备退出登录，期满前不能缩短或更改',
      input: takeBreakRequestSchema,
      result: breakViewSchema,
      handle: ({ input, subject, context }) => takeBreak(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: paths.depositPrompt,
      summary: '跳过首充前的充值限额提示',
      result: okResultSchema,
      handle: ({ subject, context }) => skipDepositPrompt(context, subject.id),
    }),
    defineRoute({
      tag: 'protection',
      audience: 'public',
      method: 'GET',
      path: paths.responsibleGaming,
      summary: '理性游戏页面（运营编辑的内容，已净化；未编辑时为内置内容）',
      result: responsibleGamingSchema,
      handle: ({ context }) => responsibleGamingPage(context),
    }),
  ];
}
