import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletClient, signWalletRequest } from './wallet-client';

const SECRET = 'hmac-test-vector-secret';

describe('signature', () => {
  it('is the hex HMAC-SHA256 of `${timestamp}.${rawBody}`, as computed by hand with openssl', () => {
    // printf '%s' '1700000000000.{"launch_token":"abcdefghijklmnop"}' | openssl dgst -sha256 -hmac "$SECRET" -hex
    expect(signWalletRequest(SECRET, '1700000000000', '{"launch_token":"abcdefghijklmnop"}')).toBe(
      'b6b527e514e26b2485d263956a66e528ea9ae87992ae6008ef1176d871abb47a',
    );
  });
});

describe('wallet client', () => {
  let server: FastifyInstance | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** A server that answers every wallet call with `answer` and records what it received. */
  async function answering(status: number, answer: unknown) {
    const received: Array<{ url: string; headers: Record<string, unknown>; rawBody: string }> = [];
    server = Fastify();
    server.removeContentTypeParser('application/json');
    server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    server.post('/api/wallet/demo/:action', async (request, reply) => {
      received.push({ url: request.url, headers: request.headers, rawBody: request.body as string });
      return reply.code(status).send(answer);
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { origin: `http://127.0.0.1:${address.port}`, received };
  }

  it('sends the JSON body it signed, with a unix-ms timestamp, to /api/wallet/demo/<action>', async () => {
    const { origin, received } = await answering(200, { code: 200, result: { balance: '10.000000' } });
    const client = createWalletClient({ platformOrigin: origin, secret: SECRET, now: () => 1_700_000_000_000 });
    const answer = await client.balance({ player_id: '42', session_token: 'session-token-0123456789' });
    expect(answer).toEqual({ kind: 'ok', result: { balance: '10.000000' } });
    const [call] = received;
    expect(call?.url).toBe('/api/wallet/demo/balance');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['x-provider-timestamp']).toBe('1700000000000');
    expect(call?.rawBody).toBe('{"player_id":"42","session_token":"session-token-0123456789"}');
    expect(call?.headers['x-provider-signature']).toBe(signWalletRequest(SECRET, '1700000000000', call!.rawBody));
    expect(call?.headers['x-provider-signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a refusal in the envelope as definite, with the platform message', async () => {
    const { origin } = await answering(200, { code: 4001, message: '余额不足' });
    const client = createWalletClient({ platformOrigin: origin, secret: SECRET });
    const bet = {
      player_id: '1',
      session_token: 'session-token-0123456789',
      transaction_id: 'b1',
      round_id: 'r1',
      game_code: 'demo_fruit_slot',
      amount: '5.000000',
    };
    expect(await client.bet(bet)).toEqual({ kind: 'refused', code: 4001, message: '余额不足' });
  });

  it('reads 401 as a refusal and 5xx or a malformed result as unknown', async () => {
    const unauthorised = await answering(401, { code: 401, message: '签名无效或请求已过期' });
    expect(
      await createWalletClient({ platformOrigin: unauthorised.origin, secret: 'wrong' }).authenticate({
        launch_token: 'launch-token-0123456789',
      }),
    ).toMatchObject({ kind: 'refused', code: 401 });
    await server?.close();
    const failing = await answering(503, { code: 503 });
    expect(
      await createWalletClient({ platformOrigin: failing.origin, secret: SECRET }).authenticate({
        launch_token: 'launch-token-0123456789',
      }),
    ).toMatchObject({ kind: 'unreachable' });
    await server?.close();
    const malformed = await answering(200, { code: 200, result: { nothing: true } });
    expect(
      await createWalletClient({ platformOrigin: malformed.origin, secret: SECRET }).authenticate({
        launch_token: 'launch-token-0123456789',
      }),
    ).toMatchObject({ kind: 'unreachable' });
  });

  it('reads a connection that fails as unknown', async () => {
    const { origin } = await answering(200, {});
    await server?.close();
    const answer = await createWalletClient({ platformOrigin: origin, secret: SECRET }).authenticate({
      launch_token: 'launch-token-0123456789',
    });
    expect(answer.kind).toBe('unreachable');
  });

  it('refuses to send a body the contract does not allow', async () => {
    const client = createWalletClient({ platformOrigin: 'http://127.0.0.1:9', secret: SECRET });
    await expect(
      client.win({ player_id: '1', transaction_id: 'w1', bet_transaction_id: 'b1', round_id: 'r1', amount: '1.5.0' }),
    ).rejects.toThrow();
  });
});
