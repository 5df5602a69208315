/** Routes of player auth. */
import {
  apiPaths,
  captchaRequestSchema,
  captchaResultSchema,
  loginRequestSchema,
  loginResultSchema,
  logoutResultSchema,
  registerRequestSchema,
  registerResultSchema,
} from 'shared-contracts';
import type { AppConfig } from '../../config';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { issueCaptcha } from './captcha';
import { loginPlayer, registerPlayer } from './service';
import { revokeSession } from './sessions';

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
  ];
}
