/**
 * Operator login and logout; the operator's own account (who am I, enrolling two-factor login: before enrolment too) and, for
 * 超级管理员, the operator accounts and their live sessions.
 */
import {
  adminOperatorSchema,
  apiPaths,
  idParamSchema,
  logoutResultSchema,
  operatorLoginRequestSchema,
  operatorLoginResultSchema,
  operatorCreateSchema,
  operatorMeSchema,
  operatorSessionRevokeResultSchema,
  operatorSessionsQuerySchema,
  operatorSessionsResultSchema,
  operatorsQuerySchema,
  operatorsResultSchema,
  operatorUpdateSchema,
  totpEnableRequestSchema,
  totpEnableResultSchema,
  totpSetupResultSchema,
} from 'shared-contracts';
import type { AppConfig } from '../../config';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { revokeSession } from '../auth';
import { ROLES } from '../../operator-roles';
import {
  addOperator,
  changeOperator,
  listOperators,
  listOperatorSessions,
  resetOperatorTotp,
  revokeOperatorSession,
} from './operator-admin';
import { loginOperator, operatorMe } from './operators';
import { confirmTotp, setupTotp } from './totp-enrolment';

export function operatorAdminRoutes(config: AppConfig): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      method: 'POST',
      path: apiPaths.admin.login,
      tag: 'admin',
      audience: 'public',
      summary: '运营人员登录',
      input: operatorLoginRequestSchema,
      result: operatorLoginResultSchema,
      rateLimit: config.rateLimits.operatorLogin,
      handle: ({ input, request, context }) => loginOperator(context, input, request.ip),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.logout,
      roles: ROLES.anyOperator,
      beforeTotp: true,
      beforePasswordChange: true,
      summary: '运营人员退出',
      result: logoutResultSchema,
      handle: async ({ subject, context }) => {
        await revokeSession(context, subject.sessionId);
        return { ok: true as const };
      },
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.me,
      roles: ROLES.anyOperator,
      beforeTotp: true,
      beforePasswordChange: true,
      summary: '当前运营账号',
      result: operatorMeSchema,
      handle: ({ subject, context }) => operatorMe(context, subject.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.totpSetup,
      roles: ROLES.anyOperator,
      beforeTotp: true,
      summary: '获取两步验证绑定二维码',
      result: totpSetupResultSchema,
      handle: ({ subject, context }) => setupTotp(context, subject.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.totpEnable,
      roles: ROLES.anyOperator,
      beforeTotp: true,
      summary: '确认绑定两步验证（返回一次性恢复码）',
      input: totpEnableRequestSchema,
      result: totpEnableResultSchema,
      handle: ({ input, subject, context }) => confirmTotp(context, subject.id, input.code),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.operators,
      roles: ROLES.superAdmin,
      summary: '运营账号列表',
      input: operatorsQuerySchema,
      result: operatorsResultSchema,
      handle: ({ input, context }) => listOperators(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.operators,
      roles: ROLES.superAdmin,
      summary: '新增运营账号',
      input: operatorCreateSchema,
      result: adminOperatorSchema,
      handle: ({ input, subject, context }) => addOperator(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${apiPaths.admin.operators}/:id`,
      roles: ROLES.superAdmin,
      summary: '修改运营账号角色或停用/启用',
      input: operatorUpdateSchema,
      result: adminOperatorSchema,
      handle: ({ input, subject, context }) => changeOperator(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${apiPaths.admin.operators}/:id/totp/reset`,
      roles: ROLES.superAdmin,
      summary: '重置运营账号的两步验证',
      input: idParamSchema,
      result: adminOperatorSchema,
      handle: ({ input, subject, context }) => resetOperatorTotp(context, subject.id, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.operatorSessions,
      roles: ROLES.superAdmin,
      summary: '运营人员在线会话',
      input: operatorSessionsQuerySchema,
      result: operatorSessionsResultSchema,
      handle: ({ input, subject, context }) => listOperatorSessions(context, subject.sessionId, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${apiPaths.admin.operatorSessions}/:id/revoke`,
      roles: ROLES.superAdmin,
      summary: '强制下线运营会话',
      input: idParamSchema,
      result: operatorSessionRevokeResultSchema,
      handle: ({ input, subject, context }) => revokeOperatorSession(context, subject.id, input.id),
    }),
  ];
}
