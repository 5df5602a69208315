/** Operator routes of pay channels: the list (secrets never shown), a new channel, a channel's settings (its secret replaced only when given). */
import { z } from 'zod';
import {
  adminPayChannelSchema,
  apiPaths,
  idParamSchema,
  payChannelCreateSchema,
  payChannelUpdateSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { createChannel, listChannels, updateChannelSettings } from './operator';

export function payAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
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
