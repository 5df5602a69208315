/** Routes of a player's bound withdrawal addresses: list, bind and delete. */
import { z } from 'zod';
import {
  addressListResultSchema,
  apiPaths,
  bindAddressRequestSchema,
  deleteAddressRequestSchema,
  withdrawAddressSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { bindAddress, listAddresses, removeAddress } from './addresses';

export function withdrawAddressRoutes(): RouteDefinition[] {
  const player = { tag: 'wallet', audience: 'player' as const, method: 'POST' as const };
  const { wallet } = apiPaths;
  return [
    defineRoute({
      ...player,
      path: wallet.addressList,
      summary: '提现地址列表（先绑定的在前）与可绑定的数量',
      result: addressListResultSchema,
      handle: ({ subject, context }) => listAddresses(context, subject.id),
    }),
    defineRoute({
      ...player,
      path: wallet.bindAddress,
      summary: '绑定提现地址（TRC20、手机号钱包、其他钱包；重复的不可添加）',
      input: bindAddressRequestSchema,
      result: withdrawAddressSchema,
      handle: ({ input, subject, context }) => bindAddress(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      path: wallet.deleteAddress,
      summary: '删除提现地址（有未完成提现的不能删除）',
      input: deleteAddressRequestSchema,
      result: z.object({}),
      handle: ({ input, subject, context }) => removeAddress(context, subject.id, input.id),
    }),
  ];
}
