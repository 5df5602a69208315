/**
 * The seed's deposits, as the deposit and pay modules write them: a USDT-TRC20 order with the chain
 * transfer that paid it (and now and then an order that expired first), or a pay channel's order;
 * each credited by a transfer of the module's kind and reference.
 */
import { fakeAddress, fakeHex, iso, put } from './records-books';
import { pick, stamp, type MoneyWorld, type SeedPlayer } from './records-money';

const USDT = 1_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An order the player opened and never paid, before a paid one: 充提记录 shows it 已拒绝. */
async function expiredOrder(world: MoneyWorld, player: SeedPlayer, atMs: number, amount: number): Promise<void> {
  const { books, random } = world;
  const id = books.ids.next('deposit_orders');
  const address = pick(random, world.poolAddresses);
  await put(books.sink, 'deposit_orders', [
    id,
    `R${stamp(atMs)}${String(id).padStart(8, '0')}`,
    player.id,
    address,
    amount,
    amount + Math.floor(random() * 999) + 1,
    0,
    'expired',
    null,
    null,
    null,
    iso(atMs),
    iso(atMs + 30 * MINUTE),
    null,
    iso(atMs + 30 * MINUTE),
  ]);
}

/** A paid deposit credited at `atMs`: 3 of 4 by USDT-TRC20 (order + chain transfer), 1 by the pay channel. */
export async function deposit(world: MoneyWorld, player: SeedPlayer, atMs: number, amount: number): Promise<void> {
  const { books, random } = world;
  if (random() < 0.15) await expiredOrder(world, player, atMs - 2 * HOUR, amount);
  if (random() < 0.75) {
    const orderId = books.ids.next('deposit_orders');
    const chainId = books.ids.next('chain_deposits');
    const actual = amount + Math.floor(random() * 999) + 1;
    const txId = fakeHex(random);
    const transferId = await books.transfer('deposit', `deposit:${txId}:0`, `chain-deposit:${chainId}`, atMs, [
      [books.account('platform:deposit_clearing', 'platform'), -actual],
      [player.wallet, actual],
    ]);
    const address = pick(random, world.poolAddresses);
    const openedMs = atMs - (3 + Math.floor(random() * 20)) * MINUTE;
    await put(books.sink, 'deposit_orders', [
      orderId,
      `R${stamp(openedMs)}${String(orderId).padStart(8, '0')}`,
      player.id,
      address,
      amount,
      actual,
      0,
      'paid',
      actual,
      chainId,
      transferId,
      iso(openedMs),
      iso(openedMs + 30 * MINUTE),
      iso(atMs),
      null,
    ]);
    const units = String(actual);
    await put(books.sink, 'chain_deposits', [
      chainId,
      txId,
      0,
      fakeAddress(random),
      address,
      actual,
      units,
      60_000_000 + Math.floor(atMs / 3000) - 560_000_000,
      atMs - MINUTE,
      'credited',
      orderId,
      player.id,
      transferId,
      iso(atMs),
    ]);
    return;
  }
  const orderId = books.ids.next('channel_orders');
  const orderNo = `C${stamp(atMs)}${String(orderId).padStart(8, '0')}`;
  const gatewayNo = `G${fakeHex(random, 20)}`;
  const transferId = await books.transfer(
    'channel_deposit',
    `channel:${world.channel.code}:${gatewayNo}`,
    `channel_order:${orderNo}`,
    atMs,
    [
      [books.account(`channel:${world.channel.code}`, 'platform'), -amount],
      [player.wallet, amount],
    ],
  );
  const openedMs = atMs - 5 * MINUTE;
  await put(books.sink, 'channel_orders', [
    orderId,
    orderNo,
    player.id,
    world.channel.id,
    amount,
    ((amount / USDT) * 7.2).toFixed(2),
    'paid',
    gatewayNo,
    transferId,
    iso(openedMs),
    iso(openedMs + 30 * MINUTE),
    iso(atMs),
  ]);
}
