import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_WALLET_CODES } from 'shared-contracts';
import { buildDemoProvider } from './server';
import { LAUNCH_USED_MESSAGE, startFakePlatform, type FakePlatform } from './test/fake-platform';

const SECRET = 'test-secret-shared-with-the-fake-platform';
const LAUNCH = 'launch-token-0123456789abcdef';

let platform: FakePlatform;
let provider: FastifyInstance;

beforeEach(async () => {
  platform = await startFakePlatform(SECRET);
  provider = await buildDemoProvider({
    platformOrigin: platform.origin,
    secret: SECRET,
    rtp: 0.96,
    retryDelaysMs: [5, 10, 20],
    winAttempts: 4,
  });
});

afterEach(async () => {
  await provider.close();
  await platform.close();
});

/** Launches a game and returns the page's session id, read from the page as the browser would. */
async function launch(balance = '100', gameCode = 'demo_fruit_slot'): Promise<string> {
  platform.addLaunch(LAUNCH, { playerId: '7', gameCode, balance });
  const page = await provider.inject({ method: 'GET', url: `/play?token=${LAUNCH}&game=${gameCode}` });
  expect(page.statusCode).toBe(200);
  const boot = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(page.body)?.[1];
  return JSON.parse(boot as string).session;
}

const spin = (session: string, stake: unknown) =>
  provider.inject({ method: 'POST', url: '/spin', payload: { session, stake } });

async function eventually(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('launch', () => {
  it('exchanges the launch token once; a reload shows the platform refusal', async () => {
    platform.addLaunch(LAUNCH, { playerId: '7', gameCode: 'demo_fruit_slot', balance: '100' });
    const first = await provider.inject({ method: 'GET', url: `/play?token=${LAUNCH}&game=demo_fruit_slot` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('演示老虎机');
    expect(first.body).toContain('水果拉霸');
    expect(first.body).toContain('开始旋转');
    // The platform's session token stays on the provider's server; the page gets its own id.
    expect(first.body).not.toContain(platform.issuedSessionTokens[0]);
    expect(platform.callsTo('authenticate').map((call) => call.body)).toEqual([{ launch_token: LAUNCH }]);

    const reload = await provider.inject({ method: 'GET', url: `/play?token=${LAUNCH}&game=demo_fruit_slot` });
    expect(reload.body).toContain(LAUNCH_USED_MESSAGE);
    expect(reload.body).not.toContain('开始旋转');
    expect(platform.callsTo('authenticate')).toHaveLength(2);
  });

  it('draws the gem game with its own name and art', async () => {
    platform.addLaunch(LAUNCH, { playerId: '7', gameCode: 'demo_gem_slot', balance: '3' });
    const page = await provider.inject({ method: 'GET', url: `/play?token=${LAUNCH}&game=demo_fruit_slot` });
    // The platform's game code decides, not the one in the link.
    expect(page.body).toContain('宝石转转乐');
    expect(page.body).toContain('theme-gem');
    expect(page.body).toContain('url(#g-diamond)');
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('escapes the text of a refusal', async () => {
    platform.refuseLaunchesWith('<img src=x onerror=alert(1)>链接已失效');
    const page = await provider.inject({ method: 'GET', url: `/play?token=${LAUNCH}&game=demo_fruit_slot` });
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;链接已失效');
    expect(page.body).not.toContain('<img');
  });

  it('refuses a link without a usable token without asking the platform', async () => {
    const page = await provider.inject({ method: 'GET', url: '/play?token=%3Cscript%3E&game=demo_fruit_slot' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(LAUNCH_USED_MESSAGE);
    expect(platform.calls).toHaveLength(0);
  });
});

describe('spin', () => {
  it('places a bet, then sends the win for the same round, and answers with the new balance', async () => {
    const session = await launch('100');
    const answer = (await spin(session, 5)).json();
    expect(answer.code).toBe(200);
    const [bet] = platform.callsTo('bet');
    const [win] = platform.callsTo('win');
    expect(bet?.body).toMatchObject({ player_id: '7', game_code: 'demo_fruit_slot', amount: '5.000000' });
    expect(win?.body.round_id).toBe(bet?.body.round_id);
    expect(win?.body.bet_transaction_id).toBe(bet?.body.transaction_id);
    expect(win?.body.transaction_id).not.toBe(bet?.body.transaction_id);
    // The win pays stake × multiplier, 0 when the round is lost, and the balance follows.
    expect(Number(win?.body.amount)).toBeCloseTo(5 * answer.result.multiplier, 6);
    expect(answer.result.win).toBe(win?.body.amount);
    expect(answer.result.balance).toBe(platform.balanceOf('7'));
    expect(Number(answer.result.balance)).toBeCloseTo(95 + 5 * answer.result.multiplier, 6);
    expect(answer.result.reels).toHaveLength(3);
  });

  it('shows 余额不足 when the bet is refused for funds, and sends no win', async () => {
    const session = await launch('3');
    const answer = (await spin(session, 5)).json();
    expect(answer).toEqual({ code: 4001, message: '余额不足' });
    expect(platform.callsTo('bet')).toHaveLength(1);
    expect(platform.callsTo('win')).toHaveLength(0);
    expect(platform.callsTo('rollback')).toHaveLength(0);
  });

  it("shows the platform's player protection message when the bet is refused for a limit or break, and sends no win", async () => {
    const session = await launch('100');
    const message = '已达到每日亏损限额 50 USDT，额度将于2026-11-27 00:00恢复';
    platform.refuseBetsWith(PROVIDER_WALLET_CODES.playerProtection, message);
    const answer = (await spin(session, 5)).json();
    expect(answer).toEqual({ code: PROVIDER_WALLET_CODES.playerProtection, message });
    expect(platform.callsTo('bet')).toHaveLength(1);
    expect(platform.callsTo('win')).toHaveLength(0);
    expect(platform.callsTo('rollback')).toHaveLength(0);
    expect(platform.balanceOf('7')).toBe('100.000000');
  });

  it('rolls back a bet whose answer was lost, retrying the rollback until the platform answers', async () => {
    const session = await launch('100');
    platform.failNext('bet', 'network-after-apply');
    platform.failNext('rollback', 'network', 500);
    const answer = (await spin(session, 10)).json();
    expect(answer).toEqual({ code: 5030, message: '网络异常，请稍后重试' });
    await eventually(() => provider.pendingWalletRetries() === 0);
    const [bet] = platform.callsTo('bet');
    const rollbacks = platform.callsTo('rollback');
    expect(rollbacks).toHaveLength(3);
    expect(new Set(rollbacks.map((call) => call.body.transaction_id)).size).toBe(1);
    expect(rollbacks[0]?.body).toMatchObject({
      player_id: '7',
      bet_transaction_id: bet?.body.transaction_id,
      round_id: bet?.body.round_id,
    });
    expect(platform.betStatus(bet!.body.transaction_id)).toBe('cancelled');
    expect(platform.callsTo('win')).toHaveLength(0);
  });

  it('rolls back a bet even when it never reached the platform', async () => {
    const session = await launch('100');
    platform.failNext('bet', 500);
    expect((await spin(session, 1)).json().code).toBe(5030);
    await eventually(() => platform.callsTo('rollback').length === 1 && provider.pendingWalletRetries() === 0);
  });

  it('retries a win with the same transaction id after a 500', async () => {
    const session = await launch('100');
    platform.failNext('win', 500, 'network-after-apply');
    const answer = (await spin(session, 2)).json();
    expect(answer.code).toBe(200);
    const wins = platform.callsTo('win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((call) => call.body.transaction_id)).size).toBe(1);
    expect(wins.every((call) => JSON.stringify(call.body) === JSON.stringify(wins[0]?.body))).toBe(true);
    // Paid once, although it arrived twice.
    expect(Number(platform.balanceOf('7'))).toBeCloseTo(98 + 2 * answer.result.multiplier, 6);
    expect(answer.result.balance).toBe(platform.balanceOf('7'));
  });

  it('goes on delivering a win in the background when the page can no longer wait', async () => {
    const session = await launch('100');
    platform.failNext('win', 500, 500, 500, 500, 500);
    const answer = (await spin(session, 1)).json();
    expect(answer.code).toBe(200);
    expect(answer.result.balance).toBeNull();
    await eventually(() => provider.pendingWalletRetries() === 0);
    expect(platform.callsTo('win')).toHaveLength(6);
    expect(Number(platform.balanceOf('7'))).toBeCloseTo(99 + answer.result.multiplier, 6);
  });

  it('allows only the offered stakes and known sessions', async () => {
    const session = await launch('100');
    for (const stake of [3, 0, 100, '5', 1.5]) expect((await spin(session, stake)).statusCode).toBe(400);
    expect((await spin('x'.repeat(32), 5)).json()).toEqual({ code: 4002, message: '游戏会话已过期，请重新进入游戏' });
    expect(platform.callsTo('bet')).toHaveLength(0);
  });
});

describe('balance and health', () => {
  it('reads the balance from the platform', async () => {
    const session = await launch('12.5');
    const answer = (await provider.inject({ method: 'GET', url: `/balance?session=${session}` })).json();
    expect(answer).toEqual({ code: 200, result: { balance: '12.500000' } });
    expect((await provider.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      code: 200,
      result: { status: 'ok' },
    });
  });
});
