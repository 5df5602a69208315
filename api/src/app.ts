/**
 * The API application and its composition root: the one place that knows every module, wires
 * them into the HTTP plumbing (http/ knows none), and is started by main.ts or injected into by
 * tests (no port).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { apiMessages, apiPaths } from 'shared-contracts';
import type { AppContext } from './context';
import { DomainError } from './errors';
import { frameworkErrors, installErrorHandling } from './http/error-handler';
import { openApiDocument } from './http/openapi';
import { registerRoutes } from './http/register-routes';
import type { RouteDefinition } from './http/route';
import { accountRoutes } from './modules/account/routes';
import { rebateAdminRoutes } from './modules/activity/rebates/admin-routes';
import { rebateRoutes } from './modules/activity/rebates/routes';
import { activityAdminRoutes } from './modules/activity/promotions/admin-routes';
import { activityPageRoutes } from './modules/activity/pages/routes';
import { activityPageAdminRoutes } from './modules/activity/pages/admin-routes';
import { taskRoutes } from './modules/activity/promotions/routes';
import { templateAdminRoutes } from './modules/agent/templates/admin-routes';
import { agentTemplateRoutes } from './modules/agent/templates/routes';
import { agentClaimRoutes } from './modules/agent/claims/routes';
import { commissionAdminRoutes } from './modules/agent/commission/admin-routes';
import { commissionRoutes } from './modules/agent/commission/routes';
import { claimSettingsAdminRoutes } from './modules/agent/claims/admin-routes';
import { agentTreeAdminRoutes } from './modules/agent/team/admin-routes';
import { redPacketAdminRoutes } from './modules/activity/red-packets/admin-routes';
import { redPacketRoutes } from './modules/activity/red-packets/routes';
import { agentTeamRoutes } from './modules/agent/team/routes';
import { authRoutes } from './modules/auth/routes';
import { authenticate } from './modules/auth/sessions';
import { billRoutes } from './modules/bills/routes';
import { chainWatcherRoutes } from './modules/chain/admin-routes';
import { contentRoutes } from './modules/content/routes';
import { dashboardRoutes } from './modules/dashboard/admin-routes';
import { depositAdminRoutes } from './modules/deposits/admin-routes';
import { depositRoutes } from './modules/deposits/routes';
import { usdtDepositsConfigured } from './modules/deposits/service';
import { inoutRoutes } from './modules/inout/routes';
import { launchRoutes } from './modules/launch/routes';
import { lobbyAdminRoutes } from './modules/lobby/admin-routes';
import { lobbyRoutes } from './modules/lobby/routes';
import { payAdminRoutes } from './modules/pay/admin-routes';
import { payCallbackRoutes, payRoutes, type PayWiring } from './modules/pay/routes';
import { operatorAdminRoutes } from './modules/operators/admin-routes';
import { consoleAllowListRoutes } from './modules/operators/allow-list/admin-routes';
import { assertConsoleAddress } from './modules/operators/allow-list/allow-list';
import { operatorPasswordRoutes } from './modules/operators/passwords/admin-routes';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { auditAdminRoutes } from './modules/audit/admin-routes';
import { riskRetentionAdminRoutes } from './modules/risk/retention/admin-routes';
import { playerAdminRoutes } from './modules/players-admin/admin-routes';
import { moneyControlRoutes } from './modules/players-admin/money-controls-routes';
import { protectionAdminRoutes } from './modules/protection/admin-routes';
import { protectionRoutes } from './modules/protection/routes';
import { heldWinRoutes } from './modules/provider/admin-routes';
import { providerRoutes } from './modules/provider/routes';
import { recordRoutes } from './modules/records/routes';
import { riskAdminRoutes } from './modules/risk/admin-routes';
import { playerRestrictionAdminRoutes } from './modules/risk/restrictions-admin-routes';
import { reviewFlagAdminRoutes } from './modules/risk/review-flags-admin-routes';
import { uploadRoutes } from './modules/uploads/admin-routes';
import { fileRoutes } from './modules/uploads/routes';
import { withdrawalReviewRoutes, type WithdrawalReviewWiring } from './modules/withdrawals/review/admin-routes';
import { withdrawOnBehalfRoutes } from './modules/withdrawals/requests/admin-routes';
import { withdrawalRequestRoutes } from './modules/withdrawals/requests/routes';
import { withdrawAddressRoutes } from './modules/withdrawals/addresses/routes';
import { withdrawPasswordRoutes } from './modules/withdrawals/password/routes';
import { buyGuideRoutes } from './modules/withdrawals/settings/routes';
import { withdrawalSettingsAdminRoutes } from './modules/withdrawals/settings/admin-routes';

/** What the modules are handed at composition; tests replace parts of it. */
export type AppWiring = PayWiring & WithdrawalReviewWiring;

/** USDT-TRC20 is listed when the deposits module can take it: TRON_XPUB, or an active pool address. */
export const defaultWiring = (): AppWiring => ({ usdtConfigured: usdtDepositsConfigured });

export function allRoutes(context: AppContext, wiring: AppWiring = defaultWiring()): RouteDefinition[] {
  return [
    ...authRoutes(context.config),
    ...accountRoutes(context.config),
    ...contentRoutes(),
    ...operatorAdminRoutes(context.config),
    ...operatorPasswordRoutes(),
    ...consoleAllowListRoutes(),
    ...contentAdminRoutes(),
    ...auditAdminRoutes(),
    ...riskRetentionAdminRoutes(),
    ...launchRoutes(context.config),
    ...lobbyRoutes(),
    ...lobbyAdminRoutes(),
    ...uploadRoutes(),
    ...heldWinRoutes(),
    ...payRoutes(wiring),
    ...payAdminRoutes(),
    ...depositRoutes(),
    ...depositAdminRoutes(),
    ...inoutRoutes(),
    ...chainWatcherRoutes(),
    ...dashboardRoutes(),
    ...withdrawAddressRoutes(),
    ...withdrawPasswordRoutes(),
    ...withdrawalRequestRoutes(),
    ...buyGuideRoutes(),
    ...withdrawalSettingsAdminRoutes(),
    ...withdrawalReviewRoutes(context.config, wiring),
    ...billRoutes(),
    ...recordRoutes(),
    ...agentTemplateRoutes(),
    ...agentTeamRoutes(),
    ...commissionRoutes(),
    ...agentClaimRoutes(),
    ...templateAdminRoutes(),
    ...claimSettingsAdminRoutes(),
    ...commissionAdminRoutes(),
    ...agentTreeAdminRoutes(),
    ...rebateRoutes(),
    ...rebateAdminRoutes(),
    ...activityPageRoutes(),
    ...activityAdminRoutes(),
    ...activityPageAdminRoutes(),
    ...taskRoutes(),
    ...redPacketRoutes(),
    ...redPacketAdminRoutes(),
    ...protectionRoutes(),
    ...protectionAdminRoutes(),
    ...riskAdminRoutes(),
    ...playerRestrictionAdminRoutes(),
    ...reviewFlagAdminRoutes(),
    ...withdrawOnBehalfRoutes(),
    ...playerAdminRoutes(),
    ...moneyControlRoutes(),
  ];
}

export async function buildApp(
  context: AppContext,
  options: { logger?: boolean; wiring?: AppWiring } = {},
): Promise<FastifyInstance> {
  // Only the configured proxies (TRUSTED_PROXIES: the site server under `pnpm start`) may name the
  // client in X-Forwarded-For; with none, any local process could otherwise choose its address.
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: context.config.bodyLimitBytes,
    trustProxy: context.config.trustedProxies.length ? context.config.trustedProxies : false,
    frameworkErrors,
  });
  installErrorHandling(app);

  // JSON API: no scripts, frames or sniffing; the referrer of a player's page stays on the site.
  // helmet's middleware is built once, here: @fastify/helmet built it again for every request
  // (its options parsed anew each time), a few per cent of a wallet call's CPU (bench:wallet).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error === undefined ? undefined : error instanceof Error ? error : new Error(String(error))),
    ),
  );
  await app.register(cors, { origin: context.config.corsOrigins.length ? context.config.corsOrigins : false });
  await app.register(formbody, { bodyLimit: context.config.bodyLimitBytes });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, code: 429, message: apiMessages.tooManyRequests }),
    // With Redis every API process counts an address together. While Redis cannot answer, the
    // limits let requests through (fail open, never a 500): the login lock still fails closed.
    ...(context.redis
      ? { redis: context.redis, nameSpace: `${context.config.redisPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });

  const routes = allRoutes(context, options.wiring);
  app.get(apiPaths.health, async () => ({ code: 200, result: { status: 'ok' } }));
  // The operator part of the document (operator routes and the operator login, tag admin) only to an
  // operator; anyone else reads the public and player routes.
  const fullDocument = openApiDocument(routes);
  const publicDocument = openApiDocument(
    routes.filter((route) => route.audience !== 'operator' && route.tag !== 'admin'),
  );
  app.get(apiPaths.docs, async (request, reply) => {
    reply.header('vary', 'authorization').header('cache-control', 'private, no-store');
    const isOperator = await authenticate(context, request, 'operator').then(
      () => true,
      (error: unknown) => (error instanceof DomainError ? false : Promise.reject(error)),
    );
    return isOperator ? fullDocument : publicDocument;
  });
  // An operator route from an address off the console's allow-list is refused before its token is looked at.
  registerRoutes(app, context, routes, async (request, audience) => {
    if (audience === 'operator') await assertConsoleAddress(context, request.ip);
    return authenticate(context, request, audience);
  });
  // Game providers' seamless-wallet callbacks: signed server-to-server calls, outside the player API.
  await providerRoutes(app, context);
  // Uploaded pictures: bytes, not the envelope.
  await fileRoutes(app, context);
  // Pay channels' gateway callbacks: signed server-to-server calls, from each channel's allow-list only.
  await payCallbackRoutes(app, context);
  await app.ready();
  return app;
}
