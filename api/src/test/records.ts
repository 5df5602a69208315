/**
 * Helpers of the record-list suites: a clock the test sets, ledger movements posted at chosen
 * instants, lists walked page by page through their cursors, and the recomputation each list
 * must equal, read from the entries themselves.
 */
import { randomBytes } from 'node:crypto';
import { formatUsdt, microUsdt } from 'shared-contracts';
import { registerPlayerDirectly } from '../modules/auth/service';
import { inTransaction } from '../db/transaction';
import { accountId, PLATFORM_ACCOUNTS, walletAccountId } from '../modules/ledger/accounts';
import { postTransfer } from '../modules/ledger/ledger';
import { movement } from '../modules/ledger/postings';
import { formatShanghaiTime } from '../shanghai-time';
import type { TestApp } from './harness';
import { bearer, newUsername } from './players';
import { playerToken } from './requests';

/** Stops the app's clock at `at`: every use case then sees exactly that instant. */
export function freezeClock(testApp: TestApp, at: string | Date): void {
  const instant = new Date(at);
  testApp.context.now = () => new Date(instant);
}

/** A new player (with a wallet) and a token of theirs. */
export async function recordPlayer(testApp: TestApp): Promise<{ id: number; token: string; wallet: number }> {
  const player = await registerPlayerDirectly(testApp.context, newUsername(), 'secret123', null);
  const wallet = await walletAccountId(testApp.context.db, player.id);
  if (wallet === null) throw new Error('a registered player has a wallet');
  return { id: player.id, token: await playerToken(testApp, player.id), wallet };
}

/** Moves `amount` micro-USDT into the player's wallet (negative: out of it) at `at`, as kind `kind`. */
export async function postAt(
  testApp: TestApp,
  playerId: number,
  movementAt: { kind: string; amount: number; at: string | Date; reference?: string | null },
): Promise<void> {
  const { db } = testApp.context;
  const now = new Date(movementAt.at);
  const wallet = (await walletAccountId(db, playerId))!;
  const platform = await accountId(db, PLATFORM_ACCOUNTS.adjustments, 'platform', null, now);
  const amount = microUsdt(Math.abs(movementAt.amount));
  await inTransaction(db, (trx) =>
    postTransfer(trx, now, {
      idempotencyKey: `test-records:${randomBytes(8).toString('hex')}`,
      kind: movementAt.kind,
      reference: movementAt.reference ?? null,
      postings: movementAt.amount > 0 ? movement(platform, wallet, amount) : movement(wallet, platform, amount),
      platformAccountId: platform,
    }),
  );
}

/** A player's call to a record route: the envelope's body. */
export async function recordCall(testApp: TestApp, token: string, url: string, payload: object = {}) {
  return (await testApp.call({ method: 'POST', url, payload, headers: bearer(token) })).body;
}

/** Every page of a list, from the first through `next_cursor` to the last (at most `maxPages`). */
export async function walkPages(
  testApp: TestApp,
  token: string,
  url: string,
  payload: object,
  between: (page: number) => Promise<void> = async () => {},
  maxPages = 500,
): Promise<any[][]> {
  const pages: any[][] = [];
  let cursor: string | null | undefined;
  do {
    const body = await recordCall(testApp, token, url, { ...payload, ...(cursor ? { cursor } : {}) });
    if (body.code !== 200) throw new Error(`page ${pages.length + 1} refused: ${JSON.stringify(body)}`);
    pages.push(body.result.list);
    cursor = body.result.next_cursor;
    await between(pages.length);
  } while (cursor && pages.length < maxPages);
  return pages;
}

/**
 * The player's wallet entries as 交易记录 must show them, recomputed from the entries table:
 * [fromUtc, toUtc), of `kinds` when given, newest first by (created_at, id).
 */
export async function expectedBills(
  testApp: TestApp,
  wallet: number,
  range: { fromUtc: string; toUtc: string },
  kinds?: readonly string[],
) {
  let query = testApp.context.db
    .selectFrom('entries')
    .select(['id', 'kind', 'amount', 'balance_after', 'created_at'])
    .where('account_id', '=', wallet)
    .where('created_at', '>=', range.fromUtc)
    .where('created_at', '<', range.toUtc);
  if (kinds) query = query.where('kind', 'in', kinds);
  const rows = await query.execute();
  rows.sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: formatUsdt(row.amount),
    balance_after: formatUsdt(row.balance_after),
    created_at: formatShanghaiTime(row.created_at),
  }));
}

let orderCounter = 0;
const nextOrderNo = (prefix: string) => {
  orderCounter += 1;
  return `${prefix}${process.pid}${String(orderCounter).padStart(6, '0')}${randomBytes(2).toString('hex')}`;
};

/** A USDT-TRC20 recharge order of the player opened at `at` (expired: no open order blocks the next); its order number. */
export async function insertDepositOrderAt(testApp: TestApp, playerId: number, at: string): Promise<string> {
  const orderNo = nextOrderNo('D');
  await testApp.context.db
    .insertInto('deposit_orders')
    .values({
      order_no: orderNo,
      player_id: playerId,
      address: 'TASK1skN5ZPzMVm2RAihbgJBtCVsfaUbvP',
      amount: microUsdt(20_000_000),
      actual_amount: microUsdt(20_001_000),
      exact_amount: 1,
      status: 'expired',
      created_at: at,
      expires_at: new Date(Date.parse(at) + 15 * 60_000).toISOString(),
      closed_at: new Date(Date.parse(at) + 15 * 60_000).toISOString(),
    })
    .execute();
  return orderNo;
}

/** A pay channel to hang channel orders on; its id. */
export async function insertPayChannel(testApp: TestApp): Promise<number> {
  const at = testApp.context.now().toISOString();
  const row = await testApp.context.db
    .insertInto('pay_channels')
    .values({
      code: `rec${randomBytes(3).toString('hex')}`,
      kind: 'gateway',
      name: '记录通道',
      rate: '7.2',
      currency: 'CNY',
      min_amount: microUsdt(20_000_000),
      max_amount: microUsdt(5_000_000_000),
      sort: 0,
      enabled: 1,
      gateway_url: 'https://gateway.example/pay',
      merchant_id: 'm-1',
      secret: 'gateway-secret-0123456789',
      allow_cidrs: '203.0.113.0/28',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A third-party channel order of the player placed at `at`; its order number. */
export async function insertChannelOrderAt(
  testApp: TestApp,
  playerId: number,
  channelId: number,
  at: string,
): Promise<string> {
  const orderNo = nextOrderNo('C');
  await testApp.context.db
    .insertInto('channel_orders')
    .values({
      order_no: orderNo,
      player_id: playerId,
      channel_id: channelId,
      amount: microUsdt(30_000_000),
      currency_amount: '216.00',
      status: 'pending',
      created_at: at,
      expires_at: new Date(Date.parse(at) + 30 * 60_000).toISOString(),
    })
    .execute();
  return orderNo;
}
