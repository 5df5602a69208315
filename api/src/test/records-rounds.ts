/**
 * Helpers of the bet record suites: players with game sessions at two providers, rounds played
 * through the real signed wallet calls at chosen instants, and the recomputations from game_rounds
 * the reports and lists must equal.
 */
import { formatUsdt, microUsdt } from 'shared-contracts';
import { openProvider, type AppConfig } from '../config';
import { walletAccountId } from '../modules/ledger/accounts';
import { summaryDay } from '../modules/provider/daily-bets-store';
import { seedDemoData } from '../seed/seed';
import { createTestApp, TEST_DEMO_SECRET, type TestApp, type TestDatabase } from './harness';
import { freezeClock } from './records';
import {
  betBody,
  fundedGamePlayer,
  launchTokenFor,
  providerCall,
  rollbackBody,
  winBody,
  type GamePlayer,
} from './provider';
import { generousLimits, playerToken } from './requests';

export const USDT = 1_000_000;
/** The second provider of the suites: PG (platform 1 of the catalogue), holding wins above 10 × the stake. */
export const SECOND_PROVIDER = 'pg';
export const PG_MAX_WIN_MULTIPLE = 10;

/** Settings with the demo provider paying any win and PG holding wins above 10 × the stake. */
export function recordsConfig(): Partial<AppConfig> {
  const url = 'http://127.0.0.1:3300/play';
  return {
    ...generousLimits(),
    providers: {
      demo: openProvider(TEST_DEMO_SECRET, url, { maxWinMultiple: 1e12 }),
      [SECOND_PROVIDER]: openProvider(TEST_DEMO_SECRET, url, { maxWinMultiple: PG_MAX_WIN_MULTIPLE }),
    },
  };
}

export interface RoundPlayer extends GamePlayer {
  token: string;
  /** The wallet's account id. */
  wallet: number;
  /** Game session tokens by provider. */
  sessions: Record<string, string>;
}

/** A player with `balance` micro-USDT, game sessions at both providers and a site token. */
export async function roundPlayer(testApp: TestApp, balance = 10_000 * USDT): Promise<RoundPlayer> {
  const player = await fundedGamePlayer(testApp, balance);
  const launched = await providerCall(
    testApp,
    'authenticate',
    { launch_token: await launchTokenFor(testApp, player.id, 'pg_fish', SECOND_PROVIDER) },
    { provider: SECOND_PROVIDER },
  );
  if (launched.body.code !== 200) throw new Error(`authenticate refused: ${JSON.stringify(launched.body)}`);
  return {
    ...player,
    token: await playerToken(testApp, player.id),
    wallet: (await walletAccountId(testApp.context.db, player.id))!,
    sessions: { demo: player.sessionToken, [SECOND_PROVIDER]: launched.body.result.session_token },
  };
}

export interface RoundPlay {
  /** When the bet is placed (the round's opened_at); its win and rollback a second later. */
  at: string;
  provider?: string;
  gameCode?: string;
  /** Whole micro-USDT. */
  stake: number;
  /** A win of this amount (0: a lost round); absent: the round stays open. */
  payout?: number;
  /** The bet is rolled back instead: the round is cancelled. */
  rollback?: boolean;
}

const text = (micro: number) => (micro / USDT).toFixed(6);

/** Runs `calls` with the app's clock stopped at `at`, then gives the clock back. */
async function at<T>(testApp: TestApp, instant: string, calls: () => Promise<T>): Promise<T> {
  const clock = testApp.context.now;
  testApp.context.now = () => new Date(instant);
  try {
    return await calls();
  } finally {
    testApp.context.now = clock;
  }
}

async function expectOk(call: Promise<{ body: any }>) {
  const { body } = await call;
  if (body.code !== 200) throw new Error(`wallet call refused: ${JSON.stringify(body)}`);
  return body;
}

/** One round through the provider's signed bet, win and rollback calls; its bet (transaction and round id). */
export async function playRound(testApp: TestApp, player: RoundPlayer, play: RoundPlay) {
  const provider = play.provider ?? 'demo';
  const session = { ...player, sessionToken: player.sessions[provider]! };
  const bet = { ...betBody(session, text(play.stake)), game_code: play.gameCode ?? 'demo_fruit_slot' };
  const options = { provider };
  await at(testApp, play.at, () => expectOk(providerCall(testApp, 'bet', bet, options)));
  const later = new Date(Date.parse(play.at) + 1000).toISOString();
  if (play.rollback)
    await at(testApp, later, () => expectOk(providerCall(testApp, 'rollback', rollbackBody(session, bet), options)));
  else if (play.payout !== undefined)
    await at(testApp, later, () =>
      expectOk(providerCall(testApp, 'win', winBody(session, bet, text(play.payout!)), options)),
    );
  return bet;
}

/** A second win on a settled round (its bet), at `instant`. */
export function winAgain(
  testApp: TestApp,
  player: RoundPlayer,
  bet: { transaction_id: string; round_id: string },
  payout: number,
  instant: string,
  provider = 'demo',
) {
  const session = { ...player, sessionToken: player.sessions[provider]! };
  return at(testApp, instant, () =>
    expectOk(providerCall(testApp, 'win', winBody(session, bet, text(payout)), { provider })),
  );
}

/** The player's settled rounds opened in [fromUtc, toUtc), summed per category and provider, straight from game_rounds. */
export async function recomputedBets(testApp: TestApp, playerId: number, range: { fromUtc: string; toUtc: string }) {
  const rounds = await testApp.context.db
    .selectFrom('game_rounds')
    .select(['game_type_id', 'provider', 'stake', 'payout', 'opened_at'])
    .where('player_id', '=', playerId)
    .where('status', '=', 'settled')
    .where('opened_at', '>=', range.fromUtc)
    .where('opened_at', '<', range.toUtc)
    .execute();
  const byGame = new Map<
    string,
    { game_type_id: number; provider: string; rounds: number; stake: number; payout: number }
  >();
  const byDay = new Map<string, { stake: number; payout: number }>();
  for (const round of rounds) {
    const key = `${round.game_type_id}|${round.provider}`;
    const game = byGame.get(key) ?? {
      game_type_id: round.game_type_id,
      provider: round.provider,
      rounds: 0,
      stake: 0,
      payout: 0,
    };
    byGame.set(key, {
      ...game,
      rounds: game.rounds + 1,
      stake: game.stake + Number(round.stake),
      payout: game.payout + Number(round.payout),
    });
    const day = byDay.get(summaryDay(round.opened_at)) ?? { stake: 0, payout: 0 };
    byDay.set(summaryDay(round.opened_at), {
      stake: day.stake + Number(round.stake),
      payout: day.payout + Number(round.payout),
    });
  }
  return { byGame: [...byGame.values()], byDay };
}

/** Money text of a sum, as the API writes it. */
export const money = (micro: number) => formatUsdt(microUsdt(micro));

/**
 * The records suites' world: an app with the clock stopped at `now`, the demo catalogue plus a
 * fishing game of the second provider (pg_fish, category 3), and two funded players.
 */
export async function recordsWorld(database: TestDatabase, now: string) {
  const testApp = await createTestApp(database, recordsConfig());
  freezeClock(testApp, now);
  await seedDemoData(testApp.context);
  await testApp.context.db
    .insertInto('games')
    .values({
      game_code: 'pg_fish',
      game_name: '捕鱼达人',
      plat_type_id: 1,
      game_type_id: 3,
      open_type: 1,
      created_at: now,
    })
    .execute();
  const [alice, bob] = [await roundPlayer(testApp), await roundPlayer(testApp)];
  return { testApp, alice, bob };
}
