/** The ledger's use cases called directly, on every test database: refusals in the player API's terms, amounts that cannot be held. */
import { apiMessages, microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { fundedGamePlayer, USDT, walletBalanceOf } from '../../test/provider';
import { PLATFORM_ACCOUNTS } from './accounts';
import { creditPlayer, placeHold } from './service';

describe.each(TEST_DATABASES)('ledger on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app));

  it('refuses a hold beyond the wallet, or a key reused with another amount, with code 400 (no provider protocol code)', async () => {
    const player = await fundedGamePlayer(testApp, 5 * USDT);
    await expect(
      placeHold(testApp.context, player.id, microUsdt(6 * USDT), `hold:${player.id}:a`),
    ).rejects.toMatchObject({ code: 400, message: apiMessages.insufficientFunds });
    await placeHold(testApp.context, player.id, microUsdt(2 * USDT), `hold:${player.id}:b`);
    await expect(
      placeHold(testApp.context, player.id, microUsdt(3 * USDT), `hold:${player.id}:b`),
    ).rejects.toMatchObject({ code: 400, message: apiMessages.idempotencyConflict });
    expect(await walletBalanceOf(testApp, player.id)).toBe(3 * USDT);
  });

  it('refuses a credit that would take a balance beyond what an amount can hold as bad input, with nothing moved', async () => {
    const player = await fundedGamePlayer(testApp, 5 * USDT);
    const credit = {
      playerId: player.id,
      amount: microUsdt(Number.MAX_SAFE_INTEGER),
      sourceCode: PLATFORM_ACCOUNTS.promotionExpense,
      kind: 'promotion',
      idempotencyKey: `huge:${player.id}`,
    };
    await expect(creditPlayer(testApp.context, credit)).rejects.toMatchObject({
      code: 400,
      message: apiMessages.badField,
    });
    expect(await walletBalanceOf(testApp, player.id)).toBe(5 * USDT);
    // The same key is free: nothing was written under it.
    expect(await creditPlayer(testApp.context, { ...credit, amount: microUsdt(USDT) })).toBe(6 * USDT);
  });
});
