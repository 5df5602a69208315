/** Routes of a player's withdrawal password: set it once, then change it (a wrong old one counts toward the lock). */
import { z } from 'zod';
import { apiPaths, setWithdrawPasswordRequestSchema, updateWithdrawPasswordRequestSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { setWithdrawPassword, updateWithdrawPassword } from './password';

export function withdrawPasswordRoutes(): RouteDefinition[] {
  const player = { tag: 'wallet', audience: 'player' as const, method: 'POST' as const };
  const { wallet } = apiPaths;
  return [
    defineRoute({
      ...player,
      path: wallet.setPassword,
      summary: '设置提现密码（仅在未设置时）',
      input: setWithdrawPasswordRequestSchema,
      result: z.object({}),
      handle: ({ input, subject, context }) => setWithdrawPassword(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      path: wallet.updatePassword,
      summary: '修改提现密码（原密码错误计入锁定次数）',
      input: updateWithdrawPasswordRequestSchema,
      result: z.object({}),
      handle: ({ input, subject, context }) => updateWithdrawPassword(context, subject.id, input),
    }),
  ];
}
