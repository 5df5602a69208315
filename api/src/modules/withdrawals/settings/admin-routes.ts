/** Operator routes of money out's settings: the withdrawal rules (limits, fee, turnover, addresses) and the /buy guide. */
import {
  apiPaths,
  buyGuideInputSchema,
  buyGuideSchema,
  withdrawalSettingsInputSchema,
  withdrawalSettingsResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { buyGuide, changeBuyGuide } from './buy-guide';
import { changeWithdrawalSettings, withdrawalSettings } from './settings';

export function withdrawalSettingsAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { withdrawalSettings: settingsPath, buyGuide: buyGuidePath } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: settingsPath,
      roles: ROLES.finance,
      summary: '提现设置：限额、手续费、流水倍数、地址数量、热钱包地址',
      result: withdrawalSettingsResultSchema,
      handle: ({ context }) => withdrawalSettings(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: settingsPath,
      roles: ROLES.finance,
      summary: '修改提现设置（最低金额须大于手续费且不高于最高金额）',
      input: withdrawalSettingsInputSchema,
      result: withdrawalSettingsResultSchema,
      handle: ({ input, subject, context }) => changeWithdrawalSettings(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: buyGuidePath,
      roles: ROLES.staff,
      summary: '虚拟货币购买指南',
      result: buyGuideSchema,
      handle: ({ context }) => buyGuide(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: buyGuidePath,
      roles: ROLES.operations,
      summary: '修改虚拟货币购买指南（链接须为 http(s)）',
      input: buyGuideInputSchema,
      result: buyGuideSchema,
      handle: ({ input, subject, context }) => changeBuyGuide(context, subject.id, input),
    }),
  ];
}
