/** Operator routes of the provider's wins held above their round's limit (held-wins.ts): the list and a decision. */
import { z } from 'zod';
import { apiPaths, heldWinDecisionSchema, heldWinSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { decideHeldWin, listHeldWins } from './held-wins';

/** Operators review wins held above their round's limit: the list (pending first), and pay or refuse one. */
export function heldWinRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.heldWins,
      roles: ROLES.finance,
      summary: '待审核派奖列表（待审核的在前）',
      result: z.array(heldWinSchema),
      handle: ({ context }) => listHeldWins(context),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${apiPaths.admin.heldWins}/:id/decide`,
      roles: ROLES.finance,
      summary: '审核派奖：派发或拒绝',
      input: heldWinDecisionSchema,
      result: heldWinSchema,
      handle: ({ input, subject, context }) => decideHeldWin(context, subject.id, input.id, input.decision),
    }),
  ];
}
