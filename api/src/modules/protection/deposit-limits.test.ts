/**
 * Deposit limits on recharge orders, on both databases: at the limit an order passes, one
 * micro-USDT over it is refused with the limit's name, the room left and when room returns
 * (北京时间); 24 hours is today, 7 and 30 days roll by whole days; the lowest binds; a lowered limit
 * binds at once, a raised one only 24 hours later. Deposits arrive on the players' own addresses
 * (TRON_XPUB), so credited amounts are exact.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRefusal, setClock, setLimit } from '../../test/deposit-limits';
import { depositSuite, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { playerToken } from '../../test/requests';
import { depositAccountKey, playerDepositAddress } from '../deposits/deposit-address';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 12:00 北京时间 on 2030-03-12. */
const NOON = '2030-03-12T04:00:00.000Z';
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe.each(TEST_DATABASES)('deposit limits on recharge orders on %s', (database) => {
  const account = HDKey.fromMasterSeed(mnemonicToSeedSync('abandon '.repeat(11) + 'about')).derive("m/44'/195'/0'");
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database, { config: { tronXpub: account.publicExtendedKey } });
  });
  afterAll(() => suite.testApp.close());

  const context = () => suite.testApp.context;
  /** A new player at `iso`; their token is refreshed by `token()` after the clock moves days on. */
  async function playerAt(iso: string) {
    setClock(suite.testApp, iso);
    const { id } = await suite.newPlayer();
    return {
      id,
      token: () => playerToken(suite.testApp, id),
      limit: (key: Parameters<typeof setLimit>[2], usdt: string | null) => setLimit(context(), id, key, usdt),
      async credit(usdt: string) {
        const address = await playerDepositAddress(context(), depositAccountKey(context().config)!, id);
        expect(await suite.receive(suite.transfer(address, usdt))).toBe('credited');
      },
      async order(usdt: string) {
        return suite.asPlayer(await this.token(), apiPaths.wallet.recharge, { amount: usdt });
      },
    };
  }
  const ordersOf = (playerId: number) =>
    context().db.selectFrom('deposit_orders').select('id').where('player_id', '=', playerId).execute();

  it('24 hours: today up to the limit passes, 1 micro-USDT more is refused until midnight; nothing is written', async () => {
    const player = await playerAt(NOON);
    expect(await player.limit('deposit_24h', '50')).toBe('applied');
    expect((await player.order('50')).code).toBe(200);
    await player.credit('20');
    expect((await player.order('30')).code).toBe(200);
    const before = await ordersOf(player.id);
    expect(await player.order('30.000001')).toEqual(limitRefusal('deposit_24h', '50', '30', '2030-03-13 00:00'));
    expect(await ordersOf(player.id)).toHaveLength(before.length);
    await player.credit('30');
    expect(await player.order('20')).toEqual(limitRefusal('deposit_24h', '50', '0', '2030-03-13 00:00'));
    // A minute after midnight (北京时间) the day starts anew.
    setClock(suite.testApp, '2030-03-12T16:01:00.000Z');
    expect((await player.order('50')).code).toBe(200);
    expect(await player.order('50.000001')).toEqual(limitRefusal('deposit_24h', '50', '50', '2030-03-14 00:00'));
  });

  it('7 days: today and the 6 days before; room returns when the oldest day leaves the window', async () => {
    const player = await playerAt(NOON);
    await player.limit('deposit_7d', '100');
    await player.credit('50');
    setClock(suite.testApp, later(NOON, 3 * DAY));
    await player.credit('30');
    expect((await player.order('20')).code).toBe(200);
    expect(await player.order('20.000001')).toEqual(limitRefusal('deposit_7d', '100', '20', '2030-03-19 00:00'));
    // 2030-03-19 00:00 北京时间: the 50 of the 12th has left the window, the 30 of the 15th stays.
    setClock(suite.testApp, '2030-03-18T16:00:01.000Z');
    expect((await player.order('70')).code).toBe(200);
    expect(await player.order('70.000001')).toEqual(limitRefusal('deposit_7d', '100', '70', '2030-03-22 00:00'));
  });

  it('30 days: today and the 29 days before', async () => {
    const player = await playerAt(NOON);
    await player.limit('deposit_30d', '200');
    await player.credit('140');
    setClock(suite.testApp, later(NOON, 20 * DAY));
    await player.credit('40');
    expect((await player.order('20')).code).toBe(200);
    expect(await player.order('20.000001')).toEqual(limitRefusal('deposit_30d', '200', '20', '2030-04-11 00:00'));
    setClock(suite.testApp, later(NOON, 29 * DAY));
    expect(await player.order('20.000001')).toEqual(limitRefusal('deposit_30d', '200', '20', '2030-04-11 00:00'));
    setClock(suite.testApp, '2030-04-10T16:00:00.000Z');
    expect((await player.order('160')).code).toBe(200);
  });

  it('the lowest binds when several apply; a limit lowered mid-day binds at once', async () => {
    const player = await playerAt(later(NOON, -DAY));
    await player.limit('deposit_24h', '100');
    await player.limit('deposit_7d', '70');
    await player.limit('deposit_30d', '500');
    await player.credit('50');
    setClock(suite.testApp, NOON);
    // Today's room is 100, this week's 20, this month's 450: the week binds.
    expect((await player.order('20')).code).toBe(200);
    expect(await player.order('20.000001')).toEqual(limitRefusal('deposit_7d', '70', '20', '2030-03-18 00:00'));
    await player.credit('10');
    expect(await player.order('20')).toEqual(limitRefusal('deposit_7d', '70', '10', '2030-03-18 00:00'));
    // Lowered below today's deposits: applies at once, and today has no room left.
    expect(await player.limit('deposit_24h', '5')).toBe('applied');
    expect(await player.order('20')).toEqual(limitRefusal('deposit_24h', '5', '0', '2030-03-13 00:00'));
  });

  it('a raise (or removal) waits 24 hours before it binds no more', async () => {
    const player = await playerAt(NOON);
    await player.limit('deposit_24h', '50');
    await player.credit('40');
    expect(await player.limit('deposit_24h', '100')).toBe('pending');
    expect(await player.order('20')).toEqual(limitRefusal('deposit_24h', '50', '10', '2030-03-13 00:00'));
    // The next morning: a new day, still under the old limit.
    setClock(suite.testApp, later(NOON, 23 * HOUR));
    expect((await player.order('50')).code).toBe(200);
    expect(await player.order('50.000001')).toEqual(limitRefusal('deposit_24h', '50', '50', '2030-03-14 00:00'));
    setClock(suite.testApp, later(NOON, DAY + 1000));
    expect((await player.order('100')).code).toBe(200);
    expect(await player.order('100.000001')).toEqual(limitRefusal('deposit_24h', '100', '100', '2030-03-14 00:00'));
    expect(await player.limit('deposit_24h', null)).toBe('pending');
    expect(await player.order('100.000001')).toEqual(limitRefusal('deposit_24h', '100', '100', '2030-03-14 00:00'));
    setClock(suite.testApp, later(NOON, 2 * DAY + 2000));
    expect((await player.order('1000')).code).toBe(200);
  });

  it('a player without limits orders as before', async () => {
    const player = await playerAt(NOON);
    await player.credit('5000');
    expect((await player.order('5000')).code).toBe(200);
  });
});
