/** Routes of player auth. */
import {
  apiPaths,
  captchaRequestSchema,
  captchaResultSchema,
  entryCodeResultSchema,
  entryRequestSchema,
  entryResultSchema,
  loginRequestSchema,
  loginResultSchema,
  logoutResultSchema,
  registerRequestSchema,
  registerResultSchema,
} from 'shared-contracts';
import type { AppConfig } from '../../config';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { issueCaptcha } from './captcha';
import { exchangeEntryCode, mintEntryCode } from './entry-codes';
import { loginPlayer, registerPlayer } from './service';
import { revokeSession, tokenOf } from './sessions';

export function authRoutes(config: AppConfig): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPaths.captcha,
      tag: 'auth',
      audience: 'public',
      summary: '获取图形验证码（绑定设备，5分钟有效，用一次即失效）',
      input: captchaRequestSchema,
      result: captchaResultSchema,
      rateLimit: config.rateLimits.captcha,
      handle: ({ input, context }) => issueCaptcha(context, input.device),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.register,
      tag: 'auth',
      audience: 'public',
      summary: '注册',
      input: registerRequestSchema,
      result: registerResultSchema,
      rateLimit: config.rateLimits.register,
      handle: ({ input, context }) => registerPlayer(context, input),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.login,
      tag: 'auth',
      audience: 'public',
      summary: '登录',
      input: loginRequestSchema,
      result: loginResultSchema,
      rateLimit: config.rateLimits.login,
      handle: ({ input, context }) => loginPlayer(context, input),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.logout,
      tag: 'auth',
      audience: 'player',
      summary: '退出登录（令牌作废）',
      result: logoutResultSchema,
      handle: async ({ subject, context }) => {
        await revokeSession(context, subject.sessionId);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.entryCode,
      tag: 'auth',
      audience: 'player',
      summary: '生成进入链接的一次性登录码（60秒有效，用一次即失效；链接中不放会话令牌）',
      result: entryCodeResultSchema,
      handle: ({ subject, context }) => mintEntryCode(context, subject.id),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.entry,
      tag: 'auth',
      audience: 'public',
      summary: '用进入链接的一次性登录码换取会话令牌',
      input: entryRequestSchema,
      result: entryResultSchema,
      rateLimit: config.rateLimits.login,
      handle: ({ input, request, context }) => exchangeEntryCode(context, input.token, tokenOf(request)),
    }),
  ];
}
