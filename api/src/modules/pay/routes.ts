/**
 * Routes of pay channels: the players' channel list and gateway orders, any other /api/pay/<name>
 * (a payment path with no channel behind it: 该支付通道暂未开通, nothing done), the operators'
 * channel configuration, and the gateways' signed callbacks (raw body, outside the player API).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminPayChannelSchema,
  apiMessages,
  apiPaths,
  channelOrderRequestSchema,
  channelOrderResultSchema,
  idParamSchema,
  payChannelCreateSchema,
  payChannelsResultSchema,
  payChannelUpdateSchema,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { receiveCallback } from './callback';
import { createChannelOrder, listPayChannels } from './service';
import { createChannel, listChannels, updateChannelSettings } from './operator';
import type { UsdtConfiguredCheck } from './usdt-channel';
import { ROLES } from '../../operator-roles';

/** What the composition root hands the pay routes: the deposits module's answer to "can USDT-TRC20 receive?". */
export interface PayWiring {
  usdtConfigured: UsdtConfiguredCheck;
}

export function payRoutes(wiring: PayWiring): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      method: 'POST',
      path: apiPaths.wallet.payChannels,
      tag: 'pay',
      audience: 'player',
      summary: '支付通道列表（USDT-TRC20 在前，其后为已开通的通道）',
      result: payChannelsResultSchema,
      handle: ({ context }) => listPayChannels(context, wiring.usdtConfigured),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.wallet.rechargeOrder,
      tag: 'pay',
      audience: 'player',
      summary: '第三方支付通道下单，返回支付页面地址',
      input: channelOrderRequestSchema,
      result: channelOrderResultSchema,
      handle: ({ input, subject, context }) => createChannelOrder(context, subject.id, input),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/pay/:name',
      tag: 'pay',
      audience: 'public',
      summary: '未配置的支付通道：一律答复该支付通道暂未开通，不做任何处理',
      input: z.object({ name: z.string().max(64) }),
      result: z.object({}),
      handle: async () => {
        throw refuse(apiMessages.channelNotOpen);
      },
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.payChannels,
      roles: ROLES.finance,
      summary: '支付通道列表（不含密钥，仅 secret_set）',
      result: z.array(adminPayChannelSchema),
      handle: ({ context }) => listChannels(context),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.payChannels,
      roles: ROLES.finance,
      summary: '新增支付通道',
      input: payChannelCreateSchema,
      result: adminPayChannelSchema,
      handle: ({ input, subject, context }) => createChannel(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${apiPaths.admin.payChannels}/:id`,
      roles: ROLES.finance,
      summary: '修改支付通道（密钥仅在填写时更换）',
      input: payChannelUpdateSchema.extend(idParamSchema.shape),
      result: adminPayChannelSchema,
      handle: ({ input: { id, ...values }, subject, context }) =>
        updateChannelSettings(context, subject.id, id, values),
    }),
  ];
}

/**
 * POST /api/pay/callback/:code: the signature covers the exact bytes, so the body stays a string
 * until the channel's adapter has checked it. Refusals answer `{ code, message }` (HTTP 200), as
 * every envelope; success `{ code: 200, result: { order_id, status } }`, the same on a replay.
 */
export async function payCallbackRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      `${apiPaths.wallet.payCallback}/:code`,
      { config: { rateLimit: false } },
      async (request: FastifyRequest<{ Params: { code: string } }>) => {
        const result = await receiveCallback(context, {
          code: request.params.code,
          // The socket's address, or the one the trusted proxy (the site server) forwards.
          sourceAddress: request.ip,
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
        });
        return { code: 200, result };
      },
    );
  });
}
