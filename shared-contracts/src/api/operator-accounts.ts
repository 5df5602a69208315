/**
 * Operator accounts' passwords and the console's address allow-list (issue 43): changing one's
 * own password, a 超级管理员 resetting another's, and the CIDR list the console may be used from.
 */
import { z } from 'zod';
import { idField } from './fields';
import { apiMessages } from './messages';
import { operatorPasswordField } from './operators-admin';

export const operatorAccountMessages = {
  currentPasswordWrong: '当前密码错误',
  passwordsDiffer: '两次输入的新密码不一致',
  passwordUnchanged: '新密码不能与当前密码相同',
  allowListInvalid: '以下条目不是有效的IP地址或网段：',
  allowListExcludesSelf: '保存后你当前的网络地址将无法访问运营后台，请先把当前地址加入白名单',
  allowListTooLong: '白名单最多100条',
  resetOwnPassword: '请在“我的账号”中修改自己的密码',
} as const;

/** POST me/password: the current password, and the new one twice (the console's form checks it too). */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: apiMessages.missingFields }).min(1, apiMessages.missingFields).max(128),
    new_password: operatorPasswordField,
    confirm_password: z.string({ error: apiMessages.missingFields }),
  })
  .refine((input) => input.new_password === input.confirm_password, operatorAccountMessages.passwordsDiffer);
export const passwordChangeResultSchema = z.object({
  /** Other sessions of the operator that were ended (this one stays). */
  ended_sessions: z.number().int(),
});

/** POST operators/:id/password/reset: a typed initial password, or none for a generated one. */
export const passwordResetSchema = z.object({
  id: idField,
  password: operatorPasswordField.optional(),
});
/** The initial password, shown this once; the operator must change it at their next login. */
export const passwordResetResultSchema = z.object({ username: z.string(), password: z.string() });

/** The console's allow-list: CIDRs or single addresses; empty means any address may use the console. */
export const consoleAllowListSchema = z.object({
  cidrs: z.array(z.string()),
  /** The address the request came from, as the API sees it (to add one's own address). */
  your_address: z.string(),
});
export const consoleAllowListUpdateSchema = z.object({
  cidrs: z
    .array(z.string({ error: apiMessages.badField }).trim().max(64, apiMessages.badField), {
      error: apiMessages.badField,
    })
    .max(100, operatorAccountMessages.allowListTooLong),
});

export type PasswordChange = z.infer<typeof passwordChangeSchema>;
export type ConsoleAllowList = z.infer<typeof consoleAllowListSchema>;
