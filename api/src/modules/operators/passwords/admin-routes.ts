/** Operators' passwords: the operator's own change (also while their password is an initial one), and 超级管理员's reset. */
import {
  apiPaths,
  passwordChangeResultSchema,
  passwordChangeSchema,
  passwordResetResultSchema,
  passwordResetSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { changeOwnPassword, resetOperatorPassword } from './passwords';

export function operatorPasswordRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.mePassword,
      roles: ROLES.anyOperator,
      beforeTotp: true,
      beforePasswordChange: true,
      summary: '修改自己的密码（其他会话下线）',
      input: passwordChangeSchema,
      result: passwordChangeResultSchema,
      handle: ({ input, subject, context }) => changeOwnPassword(context, subject, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${apiPaths.admin.operators}/:id/password/reset`,
      roles: ROLES.superAdmin,
      summary: '重置运营账号的密码（初始密码只显示一次，其会话下线）',
      input: passwordResetSchema,
      result: passwordResetResultSchema,
      handle: ({ input, subject, context }) => resetOperatorPassword(context, subject.id, input),
    }),
  ];
}
