/**
 * The operator console's own contract (issue 17): operator roles, the operator's session and
 * two-factor login. Each console domain (players, dashboard, uploads…) has its own console-*.ts.
 */
import { z } from 'zod';
import { apiMessages } from './messages';

/** What an operator may do is their role; the API enforces it on every operator route. */
export const OPERATOR_ROLES = ['super_admin', 'finance', 'operations', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorRoleLabels: Record<OperatorRole, string> = {
  super_admin: '超级管理员',
  finance: '财务',
  operations: '运营',
  support: '客服',
};

/** An operator's session ends after this long without a request (the console also logs out on its own). */
export const OPERATOR_IDLE_MINUTES = 30;
/** And after this long in any case: an operator logs in at least once a working day. */
export const OPERATOR_SESSION_HOURS = 12;

/** Texts of the console's API answers (refusals the console shows as they are). */
export const adminMessages = {
  totpRequired: '请输入两步验证码',
  totpWrong: '两步验证码错误',
  totpNotEnrolled: '请先绑定两步验证',
  totpAlreadyEnrolled: '已绑定两步验证',
  totpSetupFirst: '请先获取绑定二维码',
  roleForbidden: '当前角色无权执行此操作',
  operatorDisabled: '该账号已停用',
  passwordChangeRequired: '请先修改初始密码',
  consoleAddressRefused: '当前网络地址不在运营后台访问白名单内，无法使用运营后台',
} as const;

/** Six digits of an authenticator app, or one of the recovery codes shown at enrolment. */
export const totpCodeField = z
  .string({ error: apiMessages.badField })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, adminMessages.totpWrong));

export const operatorRoleField = z.enum(OPERATOR_ROLES, { error: apiMessages.badField });

/** Who is logged in to the console: what it shows and which menus it offers. */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleField,
  totp_enabled: z.boolean(),
  /** When two-factor login was put in force (null: not enrolled). */
  totp_enabled_at: z.string().nullable(),
  /** An initial password (a new account, or reset by a 超级管理员): it must be changed before anything else. */
  must_change_password: z.boolean(),
  idle_timeout_minutes: z.number().int(),
});

/** Enrolment step 1: a new secret (not in force until step 2 proves the app has it). */
export const totpSetupResultSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const totpEnableRequestSchema = z.object({ code: totpCodeField });
/** Enrolment step 2: the recovery codes, shown this once (the API keeps only their hashes). */
export const totpEnableResultSchema = z.object({ recovery_codes: z.array(z.string()) });

export type OperatorMe = z.infer<typeof operatorMeSchema>;
