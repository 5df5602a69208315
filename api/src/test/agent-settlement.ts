/**
 * Helpers of the agent programme suites: an app with a stopped clock and games in three
 * categories, players registered through the real registration with invite codes (so the closure
 * rows are real), funded, with game sessions at both providers, and the settlement rows as read back.
 */
import { randomBytes } from 'node:crypto';
import { microUsdt } from 'shared-contracts';
import { walletAccountId, PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import { seedDemoData } from '../seed/seed';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { registerAndLogin } from './players';
import { launchTokenFor, providerCall } from './provider';
import { freezeClock } from './records';
import { recordsConfig, SECOND_PROVIDER, USDT, type RoundPlayer } from './records-rounds';

/** Categories of the suites' games: the demo slots (5), PG's fishing (3) and card (1) games. */
export const SLOTS = 5;
export const FISH = 3;
export const CARDS = 1;
export const GAME_OF = { [SLOTS]: 'demo_fruit_slot', [FISH]: 'pg_fish', [CARDS]: 'pg_cards' } as const;

/** An app with the clock stopped at `now`, the demo catalogue and PG's pg_fish (3) and pg_cards (1). */
export async function agentApp(database: TestDatabase, now: string): Promise<TestApp> {
  // Game sessions that outlive the suites' week of play (4 hours by default).
  const testApp = await createTestApp(database, { ...recordsConfig(), gameSessionTtlMs: 90 * 24 * 3_600_000 });
  freezeClock(testApp, now);
  await seedDemoData(testApp.context);
  const games = [
    { game_code: 'pg_fish', game_name: '捕鱼达人', game_type_id: FISH },
    { game_code: 'pg_cards', game_name: '欢乐斗地主', game_type_id: CARDS },
  ];
  await testApp.context.db
    .insertInto('games')
    .values(games.map((game) => ({ ...game, plat_type_id: 1, open_type: 1, created_at: now })))
    .execute();
  return testApp;
}

async function session(testApp: TestApp, playerId: number, gameCode: string, provider: string): Promise<string> {
  const launched = await providerCall(
    testApp,
    'authenticate',
    { launch_token: await launchTokenFor(testApp, playerId, gameCode, provider) },
    { provider },
  );
  if (launched.body.code !== 200) throw new Error(`authenticate refused: ${JSON.stringify(launched.body)}`);
  return launched.body.result.session_token as string;
}

/** A player registered with the inviter's invite code (none: a root), holding `balance`, with sessions at both providers. */
export async function invitedPlayer(
  testApp: TestApp,
  inviter: { id: number } | null,
  balance = 200_000 * USDT,
): Promise<RoundPlayer> {
  const { db } = testApp.context;
  const code = inviter
    ? (await db.selectFrom('players').select('invite_code').where('id', '=', inviter.id).executeTakeFirstOrThrow())
        .invite_code
    : '';
  const registered = await registerAndLogin(testApp, { code });
  await creditPlayer(testApp.context, {
    playerId: registered.id,
    amount: microUsdt(balance),
    sourceCode: PLATFORM_ACCOUNTS.depositClearing,
    kind: 'deposit',
    idempotencyKey: `test-deposit:${registered.id}:${randomBytes(4).toString('hex')}`,
  });
  const demo = await session(testApp, registered.id, 'demo_fruit_slot', 'demo');
  return {
    id: registered.id,
    playerId: String(registered.id),
    sessionToken: demo,
    token: registered.token,
    wallet: (await walletAccountId(db, registered.id))!,
    sessions: { demo, [SECOND_PROVIDER]: await session(testApp, registered.id, 'pg_fish', SECOND_PROVIDER) },
  };
}

/**
 * The suites' tree: A → B → C → D with a sibling at each level (A → E, B → F, C → G).
 * A is a root (no inviter).
 */
export async function fourLevelTree(testApp: TestApp) {
  const A = await invitedPlayer(testApp, null);
  const B = await invitedPlayer(testApp, A);
  const E = await invitedPlayer(testApp, A);
  const C = await invitedPlayer(testApp, B);
  const F = await invitedPlayer(testApp, B);
  const D = await invitedPlayer(testApp, C);
  const G = await invitedPlayer(testApp, C);
  return { A, B, C, D, E, F, G };
}

/** The commission rows of a day as { agent id: amount }, and every row's (agent, day) once. */
export async function commissionRows(testApp: TestApp, day: string) {
  const rows = await testApp.context.db
    .selectFrom('agent_commissions')
    .selectAll()
    .where('day', '=', day)
    .orderBy('agent_id')
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount), gross: Number(row.gross) }));
}
