/** Routes of money in, player side: the recharge orders (the operators' pool, orders and unmatched deposits: admin-routes.ts). */
import {
  apiPaths,
  currentRechargeResultSchema,
  parseUsdt,
  rechargeOrderRequestSchema,
  rechargeOrderSchema,
  rechargeRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { createRechargeOrder, currentRechargeOrder, rechargeOrderOf } from './service';

export function depositRoutes(): RouteDefinition[] {
  const player = { tag: 'wallet', audience: 'player' as const };
  return [
    defineRoute({
      ...player,
      method: 'POST',
      path: apiPaths.wallet.recharge,
      summary: 'USDT-TRC20充值：新建充值订单（替换未完成的订单）',
      input: rechargeRequestSchema,
      result: rechargeOrderSchema,
      // The contract checked the text: a whole micro-USDT amount, at least the minimum.
      handle: ({ input, subject, context }) => createRechargeOrder(context, subject.id, parseUsdt(input.amount)!),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: apiPaths.wallet.rechargeCurrent,
      summary: '当前未完成的充值订单（没有时为null）',
      result: currentRechargeResultSchema,
      handle: ({ subject, context }) => currentRechargeOrder(context, subject.id),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: apiPaths.wallet.rechargeOrderStatus,
      summary: '查询自己的充值订单',
      input: rechargeOrderRequestSchema,
      result: rechargeOrderSchema,
      handle: ({ input, subject, context }) => rechargeOrderOf(context, subject.id, input.order_id),
    }),
  ];
}
