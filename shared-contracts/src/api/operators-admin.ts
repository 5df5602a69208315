/**
 * The console's operator accounts and their sessions (超级管理员 only, issue 17): the list, a new
 * account, role and disabling, resetting two-factor login, and revoking a live session.
 */
import { z } from 'zod';
import { operatorRoleField } from './operator-auth';
import { adminPageField, adminSizeField, idField } from './fields';
import { apiMessages } from './messages';

/** Refusals of the operator accounts' routes, shown as they are. */
export const operatorMessages = {
  usernameFormat: '用户名须为3-32位字母、数字或下划线',
  passwordLength: '密码须为12-128位',
  usernameTaken: '该用户名已存在',
  notFound: '运营账号不存在',
  lastSuperAdmin: '至少需保留一个启用的超级管理员，不能停用或降级最后一个',
  nothingToChange: '请选择要修改的角色或状态',
  sessionNotFound: '会话不存在或已失效',
} as const;

/** An operator's name, as the login takes it. */
export const operatorUsernameField = z
  .string({ error: apiMessages.missingFields })
  .trim()
  .regex(/^[A-Za-z0-9_]{3,32}$/, operatorMessages.usernameFormat);

/** A new operator's password: long, since it is one of only two factors. */
export const operatorPasswordField = z
  .string({ error: apiMessages.missingFields })
  .min(12, operatorMessages.passwordLength)
  .max(128, operatorMessages.passwordLength);

/** GET operators: paged, by name (contains), role and status. */
export const operatorsQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  username: z.string({ error: apiMessages.badField }).trim().max(32, apiMessages.badField).optional(),
  role: operatorRoleField.optional().catch(undefined),
  status: z.enum(['enabled', 'disabled']).optional().catch(undefined),
});

export const adminOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleField,
  totp_enabled: z.boolean(),
  totp_enabled_at: z.string().nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** The password is an initial one (new, or reset) that the operator has not changed yet. */
  must_change_password: z.boolean(),
  /** Sessions not revoked, not expired and not idle too long. */
  live_sessions: z.number().int(),
});
export const operatorsResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(adminOperatorSchema),
});

/** POST operators: a new account; they enrol two-factor login at their first login. */
export const operatorCreateSchema = z.object({
  username: operatorUsernameField,
  password: operatorPasswordField,
  role: operatorRoleField,
});

/** PUT operators/:id: a new role, disabling (their sessions end) or enabling again. */
export const operatorUpdateSchema = z
  .object({
    id: idField,
    role: operatorRoleField.optional(),
    disabled: z.boolean({ error: apiMessages.badField }).optional(),
  })
  .refine((input) => input.role !== undefined || input.disabled !== undefined, operatorMessages.nothingToChange);

/** GET operator-sessions: live sessions, newest first; `operator_id` narrows to one operator. */
export const operatorSessionsQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  operator_id: idField.optional(),
});

export const operatorSessionSchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  username: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** Where the session was opened from (its login); null for sessions older than that record or past its retention. */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session of the request that lists them. */
  current: z.boolean(),
});
export const operatorSessionsResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(operatorSessionSchema),
});
export const operatorSessionRevokeResultSchema = z.object({ revoked: z.literal(true) });

export type AdminOperator = z.infer<typeof adminOperatorSchema>;
export type OperatorSession = z.infer<typeof operatorSessionSchema>;
