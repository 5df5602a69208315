/** The demo provider's HTTP service: the game page, spins and balance, built here, started by main.ts. */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findGame } from './games';
import { contentSecurityPolicy, renderGamePage, renderNoticePage } from './page/html';
import { createRetrier, DEFAULT_RETRY_DELAYS_MS } from './retry';
import { playSpin } from './round';
import { createSessionStore, GAME_SESSION_TTL_MS } from './sessions';
import { buildPaytable, isAllowedStake, type RandomInt } from './slot/outcome';
import { pageCodes, texts } from './texts';
import { createWalletClient } from './wallet-client';

export interface DemoProviderOptions {
  /** Origin of the platform's API, e.g. http://127.0.0.1:3100. */
  platformOrigin: string;
  /** Shared secret of the wallet signatures. */
  secret: string;
  /** Return to player, as a fraction (0.96). */
  rtp: number;
  /** Logs at this level (pino); silent when omitted. */
  logLevel?: string;
  /** Pauses between retries of a rollback or a win; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** Attempts at a win before the page is answered (more follow in the background). */
  winAttempts?: number;
  sessionTtlMs?: number;
  walletTimeoutMs?: number;
  randomInt?: RandomInt;
  now?: () => number;
}

const launchQuerySchema = z.object({ token: z.string().regex(/^[\w-]{16,128}$/), game: z.string().max(64).optional() });
const spinBodySchema = z.strictObject({
  session: z.string().min(16).max(64),
  stake: z.number().refine(isAllowedStake),
});
const balanceQuerySchema = z.object({ session: z.string().min(16).max(64) });

function sendHtml(reply: FastifyReply, status: number, render: (nonce: string) => string): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(render(nonce));
}

/**
 * Builds the provider. It holds no money: every stake and payout is a signed call to the
 * platform's seamless wallet; what it keeps is the page sessions and the retries in flight.
 * @example const provider = await buildDemoProvider({ platformOrigin: 'http://127.0.0.1:3100', secret, rtp: 0.96 });
 */
export async function buildDemoProvider(options: DemoProviderOptions): Promise<FastifyInstance> {
  // Query strings carry launch tokens and page session ids: request logs keep the path only.
  const logger = options.logLevel
    ? {
        level: options.logLevel,
        serializers: {
          req: (request: FastifyRequest) => ({ method: request.method, path: request.url.split('?')[0] }),
        },
      }
    : false;
  const app = Fastify({ logger, bodyLimit: 4096 });
  const wallet = createWalletClient({
    platformOrigin: options.platformOrigin,
    secret: options.secret,
    timeoutMs: options.walletTimeoutMs,
    now: options.now,
  });
  const sessions = createSessionStore({ ttlMs: options.sessionTtlMs ?? GAME_SESSION_TTL_MS, now: options.now });
  const retrier = createRetrier(options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS);
  const roundDependencies = {
    wallet,
    paytable: buildPaytable(options.rtp),
    retrier,
    log: app.log,
    winAttempts: options.winAttempts ?? 4,
    randomInt: options.randomInt,
  };
  app.addHook('onClose', () => retrier.close());
  app.decorate('pendingWalletRetries', () => retrier.pending);

  app.get('/health', async () => ({ code: 200, result: { status: 'ok' } }));

  app.get('/play', async (request, reply) => {
    const query = launchQuerySchema.safeParse(request.query);
    if (!query.success) return sendHtml(reply, 400, (nonce) => renderNoticePage(nonce, texts.launchInvalid));
    const answer = await wallet.authenticate({ launch_token: query.data.token });
    if (answer.kind === 'unreachable') {
      request.log.warn({ reason: answer.reason }, 'authenticate did not reach the platform');
      return sendHtml(reply, 502, (nonce) => renderNoticePage(nonce, texts.networkError));
    }
    if (answer.kind === 'refused') {
      request.log.info({ code: answer.code }, 'launch refused by the platform');
      return sendHtml(reply, 403, (nonce) => renderNoticePage(nonce, answer.message || texts.launchInvalid));
    }
    const { player_id: playerId, session_token: sessionToken, game_code: gameCode, balance, currency } = answer.result;
    // The platform's game code is the truth; the one in the URL is only what the link said.
    const game = findGame(gameCode);
    if (!game) return sendHtml(reply, 404, (nonce) => renderNoticePage(nonce, texts.gameUnknown));
    const session = sessions.open({ playerId, sessionToken, gameCode });
    request.log.info({ player_id: playerId, game_code: gameCode }, 'game launched');
    return sendHtml(reply, 200, (nonce) => renderGamePage({ nonce, game, session, balance, currency }));
  });

  app.post('/spin', async (request, reply) => {
    const body = spinBodySchema.safeParse(request.body);
    if (!body.success || !isAllowedStake(body.data.stake))
      return reply.code(400).send({ code: pageCodes.badRequest, message: texts.badRequest });
    const session = sessions.find(body.data.session);
    if (!session) return { code: pageCodes.sessionExpired, message: texts.sessionExpired };
    if (session.spinning) return { code: pageCodes.spinInProgress, message: texts.spinInProgress };
    session.spinning = true;
    try {
      return await playSpin({ ...roundDependencies, log: request.log }, session, body.data.stake);
    } finally {
      session.spinning = false;
    }
  });

  app.get('/balance', async (request, reply) => {
    const query = balanceQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ code: pageCodes.badRequest, message: texts.badRequest });
    const session = sessions.find(query.data.session);
    if (!session) return { code: pageCodes.sessionExpired, message: texts.sessionExpired };
    const answer = await wallet.balance({ player_id: session.playerId, session_token: session.sessionToken });
    if (answer.kind === 'ok') return { code: 200, result: { balance: answer.result.balance } };
    if (answer.kind === 'refused' && answer.code >= 1000)
      return { code: answer.code, message: answer.message || texts.networkError };
    return { code: pageCodes.platformUnreachable, message: texts.networkError };
  });

  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rollbacks and late wins still being retried (tests wait on it; shutdown stops them). */
    pendingWalletRetries(): number;
  }
}
