/**
 * A small stand-in for the platform's seamless wallet, for tests: it checks signatures the way
 * the contract says, keeps balances, is idempotent by transaction id, and fails on request.
 */
import { createHmac, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { formatUsdt, microUsdt, parseUsdt, PROVIDER_WALLET_CODES } from 'shared-contracts';

export type Failure = 'network' | 'network-after-apply' | 500;
type Action = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';
/** Request fields by name; the fake trusts their presence (the real platform parses them). */
type Body = Record<
  | 'launch_token'
  | 'player_id'
  | 'session_token'
  | 'transaction_id'
  | 'bet_transaction_id'
  | 'round_id'
  | 'game_code'
  | 'amount',
  string
>;
type Answer = { code: number; result?: Record<string, string>; message?: string };

export interface RecordedCall {
  action: Action;
  body: Body;
  headers: Record<string, string | string[] | undefined>;
}

export const LAUNCH_USED_MESSAGE = '游戏链接无效或已使用，请重新进入游戏';

export async function startFakePlatform(secret: string) {
  const calls: RecordedCall[] = [];
  const failures: Partial<Record<Action, Failure[]>> = {};
  const balances = new Map<string, number>();
  const launches = new Map<string, { playerId: string; gameCode: string; used: boolean }>();
  const sessions = new Map<string, string>();
  const bets = new Map<string, { playerId: string; roundId: string; status: 'open' | 'settled' | 'cancelled' }>();
  const answered = new Map<string, Answer>();
  const issuedSessionTokens: string[] = [];
  let launchRefusal = LAUNCH_USED_MESSAGE;
  let betRefusal: Answer | null = null;

  const balanceOf = (playerId: string) => formatUsdt(microUsdt(balances.get(playerId) ?? 0));
  const ok = (playerId: string, transactionId?: string): Answer => ({
    code: 200,
    result: { balance: balanceOf(playerId), ...(transactionId ? { transaction_id: transactionId } : {}) },
  });
  const refuse = (code: number, message: string): Answer => ({ code, message });

  /** Money calls answer a repeated transaction id with the first answer. */
  function once(transactionId: string, apply: () => Answer): Answer {
    const first = answered.get(transactionId);
    if (first) return first;
    const answer = apply();
    answered.set(transactionId, answer);
    return answer;
  }

  const handlers: Record<Action, (body: Body) => Answer> = {
    authenticate(body) {
      const launch = launches.get(body.launch_token);
      if (!launch || launch.used) return refuse(PROVIDER_WALLET_CODES.sessionInvalid, launchRefusal);
      launch.used = true;
      const sessionToken = randomBytes(24).toString('base64url');
      sessions.set(sessionToken, launch.playerId);
      issuedSessionTokens.push(sessionToken);
      return {
        code: 200,
        result: {
          player_id: launch.playerId,
          session_token: sessionToken,
          game_code: launch.gameCode,
          balance: balanceOf(launch.playerId),
          currency: 'USDT',
        },
      };
    },
    balance: (body) =>
      sessions.get(body.session_token) === body.player_id
        ? ok(body.player_id)
        : refuse(PROVIDER_WALLET_CODES.sessionInvalid, '游戏会话无效或已过期，请重新进入游戏'),
    bet: (body) =>
      once(body.transaction_id, () => {
        if (sessions.get(body.session_token) !== body.player_id)
          return refuse(PROVIDER_WALLET_CODES.sessionInvalid, '游戏会话无效或已过期，请重新进入游戏');
        if (betRefusal) return betRefusal;
        const amount = parseUsdt(body.amount) ?? 0;
        const balance = balances.get(body.player_id) ?? 0;
        if (amount > balance) return refuse(PROVIDER_WALLET_CODES.insufficientFunds, '余额不足');
        balances.set(body.player_id, balance - amount);
        bets.set(body.transaction_id, { playerId: body.player_id, roundId: body.round_id, status: 'open' });
        return ok(body.player_id, body.transaction_id);
      }),
    win: (body) =>
      once(body.transaction_id, () => {
        const bet = bets.get(body.bet_transaction_id);
        if (!bet) return refuse(PROVIDER_WALLET_CODES.betNotFound, '投注记录不存在');
        if (bet.roundId !== body.round_id)
          return refuse(PROVIDER_WALLET_CODES.roundMismatch, '注单与局号、玩家或金额不一致');
        if (bet.status !== 'open') return refuse(PROVIDER_WALLET_CODES.betAlreadySettled, '该投注已结算，不能撤销');
        bet.status = 'settled';
        balances.set(body.player_id, (balances.get(body.player_id) ?? 0) + (parseUsdt(body.amount) ?? 0));
        return ok(body.player_id, body.transaction_id);
      }),
    rollback: (body) =>
      once(body.transaction_id, () => {
        const bet = bets.get(body.bet_transaction_id);
        if (!bet) return refuse(PROVIDER_WALLET_CODES.betNotFound, '投注记录不存在');
        if (bet.status !== 'open') return refuse(PROVIDER_WALLET_CODES.betAlreadySettled, '该投注已结算，不能撤销');
        bet.status = 'cancelled';
        return ok(body.player_id, body.transaction_id);
      }),
  };

  const app = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { action: Action }; Body: string }>('/api/wallet/demo/:action', async (request, reply) => {
    const { action } = request.params;
    const timestamp = String(request.headers['x-provider-timestamp'] ?? '');
    // Computed here independently of the client under test.
    const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
    if (request.headers['x-provider-signature'] !== expected || Math.abs(Date.now() - Number(timestamp)) > 5 * 60_000) {
      return reply.code(401).send({ code: 401, message: '签名无效或请求已过期' });
    }
    const body = JSON.parse(request.body) as Body;
    calls.push({ action, body, headers: request.headers });
    const failure = failures[action]?.shift();
    if (failure === 500) return reply.code(500).send({ code: 500, message: 'internal error' });
    const answer = failure === 'network' ? null : handlers[action](body);
    if (failure) {
      // The connection drops: the provider cannot know whether the call took effect.
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    return answer;
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('fake platform has no port');

  return {
    origin: `http://127.0.0.1:${address.port}`,
    calls,
    callsTo: (action: Action) => calls.filter((call) => call.action === action),
    /** A launch token for a player holding `balance` USDT. */
    addLaunch(token: string, launch: { playerId: string; gameCode: string; balance: string }) {
      balances.set(launch.playerId, parseUsdt(launch.balance) ?? 0);
      launches.set(token, { playerId: launch.playerId, gameCode: launch.gameCode, used: false });
    },
    balanceOf,
    issuedSessionTokens,
    /** What a refused launch says from now on. */
    refuseLaunchesWith(message: string) {
      launchRefusal = message;
    },
    /** What every bet answers from now on (a player protection refusal), instead of taking it. */
    refuseBetsWith(code: number, message: string) {
      betRefusal = refuse(code, message);
    },
    betStatus: (transactionId: string) => bets.get(transactionId)?.status,
    /** The next calls of `action` fail in these ways, one each. */
    failNext(action: Action, ...modes: Failure[]) {
      (failures[action] ??= []).push(...modes);
    },
    close: () => app.close(),
  };
}

export type FakePlatform = Awaited<ReturnType<typeof startFakePlatform>>;
