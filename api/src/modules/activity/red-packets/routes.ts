/** The player's red packet calls: send, view by code, grab a share, the packets they sent. */
import {
  apiPaths,
  redPacketGrabRequestSchema,
  redPacketGrabResultSchema,
  redPacketMineRequestSchema,
  redPacketMineResultSchema,
  redPacketSchema,
  redPacketSendRequestSchema,
  redPacketSendResultSchema,
  redPacketViewRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { grabRedPacket } from './grab';
import { sendRedPacket } from './send';
import { mineRedPackets, viewRedPacket } from './view';

export function redPacketRoutes(): RouteDefinition[] {
  const player = { tag: 'activity', audience: 'player' as const };
  const { redPacket, redPacketView, redPacketGrab, redPacketMine } = apiPaths.activity;
  return [
    defineRoute({
      ...player,
      method: 'POST',
      path: redPacket,
      summary: '发红包（从钱包转入红包，24小时后未领完的部分退回；同一request_id重复提交返回首次结果）',
      input: redPacketSendRequestSchema,
      result: redPacketSendResultSchema,
      handle: ({ input, subject, context }) => sendRedPacket(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      method: 'GET',
      path: redPacketView,
      summary: '查看红包（按红包码；领取人用户名部分隐藏）',
      input: redPacketViewRequestSchema,
      result: redPacketSchema,
      handle: ({ input, subject, context }) => viewRedPacket(context, subject.id, input.code),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: redPacketGrab,
      summary: '抢红包（每人每个红包限领一次，不能领取自己的红包）',
      input: redPacketGrabRequestSchema,
      result: redPacketGrabResultSchema,
      handle: ({ input, subject, context }) => grabRedPacket(context, subject.id, input.code),
    }),
    defineRoute({
      ...player,
      method: 'GET',
      path: redPacketMine,
      summary: '我发出的红包（新的在前，游标翻页）',
      input: redPacketMineRequestSchema,
      result: redPacketMineResultSchema,
      handle: ({ input, subject, context }) => mineRedPackets(context, subject.id, input.cursor),
    }),
  ];
}
