/** The database's loss sums per window agree with the limits page's arithmetic (usage.ts), on every test database. */
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { playRoundDaysAgo } from '../../test/protection-play';
import {
  betBody,
  fundedGamePlayer,
  providerCall,
  rollbackBody,
  USDT,
  winBody,
  withoutWinLimit,
} from '../../test/provider';
import { usedInWindow, windowStart } from './limit-windows';
import { sumLossesSince } from './loss-store';
import { lossAmounts } from './usage';

describe.each(TEST_DATABASES)('loss sums per window on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  it('sums stake − payout of the rounds opened in each window as usage.ts does: open, won, lost and cancelled rounds', async () => {
    const player = await fundedGamePlayer(testApp, 1000 * USDT);
    const now = () => testApp.context.now();
    const windows = () =>
      [1, 7, 30].map((days) => ({ key: `d${days}`, days, since: windowStart(days, now()).toISOString() }));
    const expectAgreement = async (expected: number[]) => {
      const sums = await sumLossesSince(testApp.context.db, player.id, windows());
      const amounts = await lossAmounts(testApp.context.db, player.id, now());
      const byUsage = windows().map(({ days }) => usedInWindow(days, amounts, now()));
      expect(windows().map(({ key }) => sums.get(key))).toEqual(byUsage);
      expect(byUsage).toEqual(expected.map((usdt) => usdt * USDT));
    };
    await expectAgreement([0, 0, 0]);

    await playRoundDaysAgo(testApp, player, 40, '500', '0');
    await playRoundDaysAgo(testApp, player, 20, '100', '30');
    await playRoundDaysAgo(testApp, player, 5, '10', '25');
    const open = betBody(player, '7');
    await providerCall(testApp, 'bet', open);
    const cancelled = betBody(player, '4');
    await providerCall(testApp, 'bet', cancelled);
    await providerCall(testApp, 'rollback', rollbackBody(player, cancelled));
    const won = betBody(player, '2');
    await providerCall(testApp, 'bet', won);
    await providerCall(testApp, 'win', winBody(player, won, '3.5'));
    // Today: 7 − 1.5; five days ago: −15; twenty days ago: 70; the round of 40 days ago is out of every window.
    await expectAgreement([5.5, -9.5, 60.5]);
  });
});
