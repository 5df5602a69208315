/**
 * Routes of pay channels: the players' channel list and gateway orders, any other /api/pay/<name>
 * (a payment path with no channel behind it: 该支付通道暂未开通, nothing done), and the gateways'
 * signed callbacks (raw body, outside the player API). The operators' channel configuration: admin-routes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiMessages,
  apiPaths,
  channelOrderRequestSchema,
  channelOrderResultSchema,
  payChannelsResultSchema,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { receiveCallback } from './callback';
import { createChannelOrder, listPayChannels } from './service';
import type { UsdtConfiguredCheck } from './usdt-channel';

/** What the composition root hands the pay routes: the deposits module's answer to "can USDT-TRC20 receive?". */
export interface PayWiring {
  usdtConfigured: UsdtConfiguredCheck;
}

export function payRoutes(wiring: PayWiring): RouteDefinition[] {
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
