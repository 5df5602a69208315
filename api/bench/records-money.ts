/**
 * The seed's money beside the rounds: withdrawals (a hold, then paid, rejected or still in
 * review), bonuses and daily rebates, as the modules write them (deposits: records-deposits.ts).
 */
import { fakeAddress, fakeHex, iso, type Account, type Books } from './records-books';

const USDT = 1_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface SeedPlayer {
  id: number;
  wallet: Account;
  heavy: boolean;
  /** The time of the player's last movement: the next one comes after it. */
  lastMs: number;
  /** Stake of settled rounds since the last rebate sweep. */
  dayStake: number;
  requests: number;
}

export interface MoneyWorld {
  books: Books;
  random: () => number;
  endMs: number;
  poolAddresses: readonly string[];
  channel: { id: number; code: string };
  /** Runs `run` when the walk reaches `atMs` (a withdrawal's decision). */
  schedule(atMs: number, run: () => Promise<void>): void;
  /** Holds and withdrawals change after they are made: written once, at the end. */
  holds: Array<Array<string | number | null>>;
  withdrawals: Array<Array<string | number | null>>;
}

export const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
/** An order number's time part, as the modules make them. */
export const stamp = (ms: number) => iso(ms).replace(/\D/g, '').slice(0, 14);

/** A withdrawal request at `atMs` when the wallet holds 50 USDT or more: its hold now, its decision hours later. */
export async function requestWithdrawal(world: MoneyWorld, player: SeedPlayer, requestedMs: number): Promise<void> {
  const { books, random } = world;
  const atMs = Math.max(requestedMs, player.lastMs + 1);
  const fee = USDT;
  if (player.wallet.balance < 50 * USDT) return;
  const amount = Math.floor((player.wallet.balance * (0.3 + random() * 0.5)) / USDT) * USDT - fee;
  player.requests += 1;
  const holdAccount = books.account(`hold:${player.id}`, 'player_hold');
  const withdrawalId = books.ids.next('withdrawals');
  const orderNo = `W${stamp(atMs)}${String(withdrawalId).padStart(8, '0')}`;
  const requestId = `req-${player.id}-${player.requests}`;
  const holdTransfer = await books.transfer(
    'hold',
    `withdrawal:${player.id}:${requestId}`,
    `withdrawal:${orderNo}`,
    atMs,
    [
      [player.wallet, -(amount + fee)],
      [holdAccount, amount + fee],
    ],
  );
  player.lastMs = atMs;
  const holdId = books.ids.next('holds');
  const hold: Array<string | number | null> = [
    holdId,
    player.id,
    amount + fee,
    'pending',
    holdTransfer,
    null,
    iso(atMs),
    null,
  ];
  const withdrawal: Array<string | number | null> = [
    withdrawalId,
    orderNo,
    player.id,
    requestId,
    fakeHex(random),
    1,
    fakeAddress(random),
    'TRC20',
    amount,
    fee,
    holdId,
    'review',
    null,
    null,
    iso(atMs),
    null,
    null,
  ];
  world.holds.push(hold);
  world.withdrawals.push(withdrawal);
  const decidedMs = atMs + HOUR + Math.floor(random() * 4 * HOUR);
  if (decidedMs >= world.endMs - MINUTE) return; // still in review at the bench's now
  world.schedule(decidedMs, async () => {
    const paid = random() < 0.88;
    const status = paid ? 'captured' : 'released';
    const legs: Array<[Account, number]> = paid
      ? [
          [holdAccount, -(amount + fee)],
          [books.account('platform:withdrawals_paid', 'platform'), amount],
          [books.account('platform:withdrawal_fees', 'platform'), fee],
        ]
      : [
          [holdAccount, -(amount + fee)],
          [player.wallet, amount + fee],
        ];
    const kind = paid ? 'hold_capture' : 'hold_release';
    // A release credits the wallet: after the player's last movement, so time order is balance order.
    const at = paid ? decidedMs : Math.max(decidedMs, player.lastMs + 1);
    const settle = await books.transfer(kind, `hold:${holdId}:${status}`, `hold:${holdId}`, at, legs);
    if (!paid) player.lastMs = at;
    hold[3] = status;
    hold[5] = settle;
    hold[7] = iso(at);
    withdrawal[11] = paid ? 'paid' : 'rejected';
    withdrawal[12] = paid ? null : '地址信息有误';
    withdrawal[13] = paid ? fakeHex(random) : null;
    withdrawal[15] = paid ? iso(at) : null;
    withdrawal[16] = iso(at);
  });
}

/** An activity bonus or task reward from the promotion budget. */
export async function bonus(world: MoneyWorld, player: SeedPlayer, dueMs: number, serial: number): Promise<void> {
  const { books, random } = world;
  const atMs = Math.max(dueMs, player.lastMs + 1);
  const kind = random() < 0.7 ? 'bonus' : 'task_reward';
  const amount = (1 + Math.floor(random() * 88)) * USDT;
  await books.transfer(
    kind,
    `${kind}:${player.id}:${serial}`,
    `${kind === 'bonus' ? 'activity' : 'task'}:${serial % 7}`,
    atMs,
    [
      [books.account('platform:promotion_expense', 'platform'), -amount],
      [player.wallet, amount],
    ],
  );
  player.lastMs = atMs;
}

/** The daily rebate sweep (00:05 Asia/Shanghai): 0.5% of yesterday's settled stake of 50 USDT or more. */
export async function rebateSweep(world: MoneyWorld, players: readonly SeedPlayer[], atMs: number, day: string) {
  const { books } = world;
  let at = atMs;
  for (const player of players) {
    const stake = player.dayStake;
    player.dayStake = 0;
    if (stake < 50 * USDT) continue;
    const amount = Math.floor(stake / 200 / 10_000) * 10_000;
    at = Math.max(at + 7, player.lastMs + 1);
    await books.transfer('rebate', `rebate:${day}:${player.id}`, `rebate:${day}`, at, [
      [books.account('platform:promotion_expense', 'platform'), -amount],
      [player.wallet, amount],
    ]);
    player.lastMs = at;
  }
}
