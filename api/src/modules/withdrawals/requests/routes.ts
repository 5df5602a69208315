/** Routes of money out, player side: addresses, the withdrawal password, requests; and the operators' settings and /buy guide. */
import { z } from 'zod';
import {
  addressListResultSchema,
  apiPaths,
  bindAddressRequestSchema,
  buyGuideInputSchema,
  buyGuideSchema,
  deleteAddressRequestSchema,
  setWithdrawPasswordRequestSchema,
  updateWithdrawPasswordRequestSchema,
  withdrawAddressSchema,
  withdrawalSchema,
  withdrawalSettingsInputSchema,
  withdrawalSettingsResultSchema,
  withdrawApplyRequestSchema,
  withdrawInfoResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { bindAddress, listAddresses, removeAddress } from './addresses';
import { applyWithdrawal } from './apply';
import { buyGuide, changeBuyGuide } from './buy-guide';
import { withdrawInfo } from './info';
import { setWithdrawPassword, updateWithdrawPassword } from './password';
import { changeWithdrawalSettings, withdrawalSettings } from './settings';
import { ROLES } from '../../operator-roles';

export function withdrawalRoutes(): RouteDefinition[] {
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
    defineRoute({
      ...player,
      path: wallet.withdrawInfo,
      summary: '提现页信息：余额、可提现金额、规则、剩余流水、处理中的提现',
      result: withdrawInfoResultSchema,
      handle: ({ subject, context }) => withdrawInfo(context, subject.id),
    }),
    defineRoute({
      ...player,
      path: wallet.withdrawApply,
      summary: '申请提现（冻结金额与手续费，待审核；同一request_id重复提交返回首次结果）',
      input: withdrawApplyRequestSchema,
      result: withdrawalSchema,
      handle: ({ input, subject, context }) => applyWithdrawal(context, subject.id, input),
    }),
    defineRoute({
      tag: 'wallet',
      audience: 'public',
      method: 'GET',
      path: wallet.buyGuide,
      summary: '虚拟货币购买指南（运营编辑的内容）',
      result: buyGuideSchema,
      handle: ({ context }) => buyGuide(context),
    }),
  ];
}

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
