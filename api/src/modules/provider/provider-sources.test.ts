/** Wallet calls come only from the provider's allowed addresses, checked before the signature, on every test database. */
import { apiMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { openProvider } from '../../config';
import { TEST_DATABASES, TEST_DEMO_SECRET, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { betBody, fundedGamePlayer, providerCall, USDT, walletBalanceOf, winBody } from '../../test/provider';

const REFUSED = { code: 403, message: apiMessages.walletSourceRefused };

describe.each(TEST_DATABASES)('wallet call sources on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), {
    providers: {
      // The demo provider with its default (loopback), and the same provider allowed from two networks.
      demo: openProvider(TEST_DEMO_SECRET, 'http://127.0.0.1:3300/play'),
    },
  });

  it('refuses a correctly signed win from an address not allowed, and moves no money', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const bet = betBody(player, '0.000001');
    expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
    const before = await walletBalanceOf(testApp, player.id);
    const win = winBody(player, bet, '1000000');
    const fromOutside = await providerCall(testApp, 'win', win, { remoteAddress: '203.0.113.7' });
    expect(fromOutside.status).toBe(403);
    expect(fromOutside.body).toEqual(REFUSED);
    expect(await walletBalanceOf(testApp, player.id)).toBe(before);
    const recorded = await testApp.context.db
      .selectFrom('provider_transactions')
      .select('id')
      .where('transaction_id', '=', win.transaction_id)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('takes the address the trusted proxy forwards: a player through the site is refused, loopback passes', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    // The site server (127.0.0.1) forwards the player's own address: that is the caller.
    const throughSite = await providerCall(testApp, 'bet', betBody(player, '1'), { forwardedFor: '198.51.100.20' });
    expect(throughSite.body).toEqual(REFUSED);
    // An untrusted caller cannot claim loopback with the header.
    const spoofed = await providerCall(testApp, 'bet', betBody(player, '1'), {
      remoteAddress: '198.51.100.20',
      forwardedFor: '127.0.0.1',
    });
    expect(spoofed.body).toEqual(REFUSED);
    expect(await walletBalanceOf(testApp, player.id)).toBe(10 * USDT);
    expect((await providerCall(testApp, 'bet', betBody(player, '1'))).body.result.balance).toBe('9.000000');
    expect((await providerCall(testApp, 'bet', betBody(player, '1'), { remoteAddress: '::1' })).body.code).toBe(200);
  });

  it('checks the address before the signature: an unsigned call from outside hears 403, not 401', async () => {
    const player = await fundedGamePlayer(testApp, USDT);
    const unsigned = await providerCall(testApp, 'bet', betBody(player, '1'), {
      secret: 'not-the-secret',
      remoteAddress: '203.0.113.7',
    });
    expect(unsigned.status).toBe(403);
    expect((await providerCall(testApp, 'bet', betBody(player, '1'), { secret: 'not-the-secret' })).status).toBe(401);
  });
});

describe.each(TEST_DATABASES)('a provider allowed from its own networks on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), {
    providers: {
      demo: openProvider(TEST_DEMO_SECRET, 'http://127.0.0.1:3300/play', {
        allow: ['203.0.113.0/24', '2001:db8::/32'],
        allowConfigured: true,
      }),
    },
  });

  it('takes calls from its networks (IPv4, IPv6, IPv4-mapped) and refuses loopback, which is not on its list', async () => {
    // The player's session is opened from the provider's network too.
    const player = await fundedGamePlayerFrom(testApp, '203.0.113.9');
    for (const [remoteAddress, code] of [
      ['203.0.113.200', 200],
      ['2001:db8::42', 200],
      ['::ffff:203.0.113.5', 200],
      ['203.0.114.1', 403],
      ['127.0.0.1', 403],
      ['2001:db9::1', 403],
    ] as const) {
      const answer = await providerCall(testApp, 'bet', betBody(player, '1'), { remoteAddress });
      expect(answer.body.code, remoteAddress).toBe(code);
    }
    expect(await walletBalanceOf(testApp, player.id)).toBe(7 * USDT);
  });
});

/** fundedGamePlayer authenticates from loopback; this one from `address`. */
async function fundedGamePlayerFrom(testApp: TestApp, address: string) {
  const original = testApp.call;
  testApp.call = (options) => original({ ...options, remoteAddress: options.remoteAddress ?? address });
  try {
    return await fundedGamePlayer(testApp, 10 * USDT);
  } finally {
    testApp.call = original;
  }
}
