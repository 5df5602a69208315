/**
 * postTransfer on every test database, whichever leg is refused: the first applied or the last
 * (on PostgreSQL the last is applied by the statement that writes the entries, fused-store.ts).
 * A refusal leaves no transfer, no entry and no balance changed once the transaction rolls back.
 */
import { microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { fundedGamePlayer, USDT } from '../../test/provider';
import { PLATFORM_ACCOUNTS, walletAccountId } from './accounts';
import { BalanceOutOfRangeError, InsufficientFundsError } from './errors';
import { postTransfer, type TransferInput } from './ledger';
import { movement } from './postings';
import { creditPlayer } from './service';
import { selectBalance, selectTransfer } from './store';

describe.each(TEST_DATABASES)('postTransfer on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app));

  /** Two players' wallets, the first with the lower account id (legs apply in account order). */
  async function twoWallets(lowerFunds: number, higherFunds: number) {
    const [a, b] = [await fundedGamePlayer(testApp, lowerFunds), await fundedGamePlayer(testApp, higherFunds)];
    const ids = [
      (await walletAccountId(testApp.context.db, a.id))!,
      (await walletAccountId(testApp.context.db, b.id))!,
    ];
    expect(ids[0]).toBeLessThan(ids[1]!);
    players.set(ids[0]!, a.id).set(ids[1]!, b.id);
    return { lower: ids[0]!, higher: ids[1]! };
  }
  const players = new Map<number, number>();
  const playerOf = (wallet: number) => players.get(wallet);

  const post = (input: TransferInput) =>
    inTransaction(testApp.context.db, (trx) => postTransfer(trx, testApp.context.now(), input));

  async function expectNothingPosted(key: string, balances: Record<number, number>) {
    expect(await selectTransfer(testApp.context.db, key)).toBeUndefined();
    for (const [account, balance] of Object.entries(balances))
      expect(await selectBalance(testApp.context.db, Number(account))).toBe(balance);
  }

  it('moves money either way between two wallets, with each balance after it', async () => {
    const { lower, higher } = await twoWallets(5 * USDT, 7 * USDT);
    const down = await post({
      idempotencyKey: 'two:down',
      kind: 'test',
      postings: movement(higher, lower, microUsdt(USDT)),
    });
    expect(Object.fromEntries(down.balanceAfter)).toEqual({ [lower]: 6 * USDT, [higher]: 6 * USDT });
    const up = await post({
      idempotencyKey: 'two:up',
      kind: 'test',
      postings: movement(lower, higher, microUsdt(2 * USDT)),
    });
    expect(Object.fromEntries(up.balanceAfter)).toEqual({ [lower]: 4 * USDT, [higher]: 8 * USDT });
    // A replay answers with the balances the entries recorded.
    const replay = await post({
      idempotencyKey: 'two:up',
      kind: 'test',
      postings: movement(lower, higher, microUsdt(2 * USDT)),
    });
    expect(replay).toMatchObject({ transferId: up.transferId, replayed: true });
    expect(Object.fromEntries(replay.balanceAfter)).toEqual({ [lower]: 4 * USDT, [higher]: 8 * USDT });
  });

  it('refuses a debit beyond the funds whether its leg is applied first or last', async () => {
    const { lower, higher } = await twoWallets(5 * USDT, 3 * USDT);
    // The debited wallet has the lower id: its leg is applied first.
    await expect(
      post({ idempotencyKey: 'short:first', kind: 'test', postings: movement(lower, higher, microUsdt(6 * USDT)) }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    // The debited wallet has the higher id: the credit is applied first, the refused debit last.
    await expect(
      post({ idempotencyKey: 'short:last', kind: 'test', postings: movement(higher, lower, microUsdt(4 * USDT)) }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await expectNothingPosted('short:first', { [lower]: 5 * USDT, [higher]: 3 * USDT });
    await expectNothingPosted('short:last', { [lower]: 5 * USDT, [higher]: 3 * USDT });
  });

  it('refuses a credit beyond what a balance can hold whether its leg is applied first or last', async () => {
    const { lower, higher } = await twoWallets(5 * USDT, 0);
    // Nearly the most a balance holds, from an account that has not paid out yet (its balance may go negative).
    const funds = Number.MAX_SAFE_INTEGER - USDT;
    await creditPlayer(testApp.context, {
      playerId: playerOf(higher)!,
      amount: microUsdt(funds),
      sourceCode: PLATFORM_ACCOUNTS.promotionExpense,
      kind: 'promotion',
      idempotencyKey: 'huge:funds',
    });
    const tooMuch = microUsdt(2 * USDT);
    await expect(
      post({ idempotencyKey: 'huge:last', kind: 'test', postings: movement(lower, higher, tooMuch) }),
    ).rejects.toBeInstanceOf(BalanceOutOfRangeError);
    // Named the platform side, the debited wallet is applied last, the refused credit first.
    const platformFirst = { postings: movement(lower, higher, tooMuch), platformAccountId: lower };
    await expect(post({ idempotencyKey: 'huge:first', kind: 'test', ...platformFirst })).rejects.toBeInstanceOf(
      BalanceOutOfRangeError,
    );
    await expectNothingPosted('huge:last', { [lower]: 5 * USDT, [higher]: funds });
    await expectNothingPosted('huge:first', { [lower]: 5 * USDT, [higher]: funds });
  });
});
