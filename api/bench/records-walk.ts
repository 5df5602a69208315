/**
 * The seed's history, walked in time order: 1,000,000 rounds over 10,000 players (a few heavy
 * players with tens of thousands, most with a few dozen) over the last 60 days, each a bet and a
 * win (or a rollback, or still open) with their provider calls and transfers, and between them
 * the deposits they need, withdrawals, bonuses and the daily rebate sweeps.
 */
import { addDays, shanghaiDate, shanghaiMidnightUtc } from '../src/record-period';
import { iso, put } from './records-books';
import { deposit } from './records-deposits';
import { Timeline } from './records-timeline';
import { bonus, pick, rebateSweep, requestWithdrawal, type MoneyWorld, type SeedPlayer } from './records-money';

const USDT = 1_000_000;
const DAY = 86_400_000;

export interface WalkPlan {
  players: number;
  rounds: number;
  days: number;
  endMs: number;
}

export interface Game {
  provider: string;
  code: string;
  typeId: number;
}

/** Rounds per player: 10 heavy (25k–45k), 300 medium (500–2,000), the rest share what is left. */
function roundCounts(plan: WalkPlan, random: () => number): number[] {
  const counts: number[] = [];
  for (let index = 0; index < 10; index += 1) counts.push(25_000 + Math.floor(random() * 20_000));
  for (let index = 0; index < 300; index += 1) counts.push(500 + Math.floor(random() * 1_500));
  const left = plan.rounds - counts.reduce((sum, count) => sum + count, 0);
  const weights = Array.from({ length: plan.players - counts.length }, () => -Math.log(1 - random()));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  for (const weight of weights) counts.push(Math.floor((weight / weightSum) * left));
  counts[counts.length - 1]! += plan.rounds - counts.reduce((sum, count) => sum + count, 0);
  // Heavy players among the others, not the first ids.
  for (let index = counts.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [counts[index], counts[other]] = [counts[other]!, counts[index]!];
  }
  return counts;
}

async function playRound(world: MoneyWorld, games: readonly Game[], player: SeedPlayer, dueMs: number) {
  const { books, random } = world;
  const game = pick(random, games);
  const stake = pick(random, player.heavy ? [5, 10, 20, 50, 100, 200] : [1, 2, 5, 10, 20, 50]) * USDT;
  const at = Math.max(dueMs, player.lastMs + 1000);
  if (player.wallet.balance < stake)
    await deposit(
      world,
      player,
      at - 1000,
      Math.max(stake * 5, pick(random, player.heavy ? [2000, 5000, 10_000] : [50, 100, 200, 500]) * USDT),
    );
  const id = books.ids.next('game_rounds');
  const roundId = `r${id}`;
  const clearing = books.account(`provider:${game.provider}`, 'provider');
  const reference = `round:${game.provider}:${roundId}`;
  const call = (kind: string, transactionId: string, amount: number, transferId: number | null, atMs: number) =>
    put(books.sink, 'provider_transactions', [
      books.ids.next('provider_transactions'),
      game.provider,
      transactionId,
      kind,
      player.id,
      roundId,
      kind === 'bet' ? null : `b${id}`,
      amount,
      `${id.toString(16)}${kind}`.padStart(64, '0'),
      transferId,
      `{"code":0,"balance":"${(player.wallet.balance / USDT).toFixed(6)}","transaction_id":"${transactionId}"}`,
      iso(atMs),
    ]);
  const bet = await books.transfer('bet', `wallet:${game.provider}:b${id}`, reference, at, [
    [player.wallet, -stake],
    [clearing, stake],
  ]);
  await call('bet', `b${id}`, stake, bet, at);
  const endAt = at + 200 + Math.floor(random() * 700);
  const outcome = random();
  let [roundStake, payout, status, settledAt] = [stake, 0, 'settled', iso(endAt) as string | null];
  if (outcome < 0.01) {
    const back = await books.transfer('rollback', `wallet:${game.provider}:x${id}`, reference, endAt, [
      [clearing, -stake],
      [player.wallet, stake],
    ]);
    await call('rollback', `x${id}`, stake, back, endAt);
    [roundStake, status] = [0, 'cancelled'];
  } else if (outcome < 0.02) {
    [status, settledAt] = ['open', null];
  } else {
    // 42% of rounds win; about 96% of the stake comes back.
    if (random() < 0.42) {
      const multiple = random() < 0.005 ? 10 + random() * 40 : 0.2 + random() * 3.9;
      payout = Math.max(10_000, Math.round((stake * multiple) / 10_000) * 10_000);
    }
    const win =
      payout > 0
        ? await books.transfer('win', `wallet:${game.provider}:w${id}`, reference, endAt, [
            [clearing, -payout],
            [player.wallet, payout],
          ])
        : null;
    await call('win', `w${id}`, payout, win, endAt);
    player.dayStake += stake;
  }
  const values = [id, game.provider, roundId, player.id, game.code, game.typeId, roundStake, payout, status];
  await put(books.sink, 'game_rounds', [...values, iso(at), settledAt]);
  player.lastMs = status === 'open' ? at : endAt;
}

/** Walks the whole history into the sink. */
export async function walk(world: MoneyWorld, plan: WalkPlan, players: SeedPlayer[], games: readonly Game[]) {
  const { random } = world;
  const startMs = plan.endMs - plan.days * DAY;
  const counts = roundCounts(plan, random);
  const times = new Float64Array(plan.rounds);
  const owners = new Int32Array(plan.rounds);
  let next = 0;
  counts.forEach((count, index) => {
    players[index]!.heavy = count >= 10_000;
    for (let round = 0; round < count; round += 1) {
      times[next] = startMs + Math.floor(random() * (plan.endMs - startMs - 120_000));
      owners[next++] = index;
    }
  });
  const order = new Uint32Array(plan.rounds).map((_, index) => index).sort((a, b) => times[a]! - times[b]!);
  const timeline = new Timeline();
  world.schedule = (at, run) => timeline.push(at, run);
  for (let day = shanghaiDate(new Date(startMs)); ;) {
    const sweepMs = shanghaiMidnightUtc(day).getTime() + 5 * 60_000;
    if (sweepMs >= plan.endMs) break;
    const yesterday = addDays(day, -1);
    if (sweepMs > startMs) timeline.push(sweepMs, () => rebateSweep(world, players, sweepMs, yesterday));
    day = addDays(day, 1);
  }
  let serial = 0;
  for (const player of players) {
    const extras = player.heavy ? 15 : Math.floor(random() * 6);
    for (let index = 0; index < extras; index += 1) {
      const at = startMs + Math.floor(random() * (plan.endMs - startMs - 120_000));
      const thisSerial = (serial += 1);
      timeline.push(at, () => bonus(world, player, at, thisSerial));
      const requestAt = at + Math.floor(3_600_000 * random());
      if (player.heavy || random() < 0.3) timeline.push(requestAt, () => requestWithdrawal(world, player, requestAt));
    }
  }
  let done = 0;
  const started = performance.now();
  for (const index of order) {
    const at = times[index]!;
    if (++done % 200_000 === 0)
      console.log(`  … ${done.toLocaleString('en')} rounds in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    while (timeline.peek() <= at) await timeline.pop()();
    await playRound(world, games, players[owners[index]!]!, at);
  }
  while (timeline.peek() < plan.endMs) await timeline.pop()();
}
