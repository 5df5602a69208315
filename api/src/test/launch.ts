/** The launch suites' apps and calls: a catalogue with a game of every provider, the lobby's begin call, the provider launch calls. */
import type { InjectOptions } from 'fastify';
import { apiPaths } from 'shared-contracts';
import { openProvider, type AppConfig } from '../config';
import { seedDemoData } from '../seed/seed';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { bearer } from './players';
import { generousLimits, playerToken } from './requests';

export const TTL_MS = 90_000;
/** Spec §3 providers 1-15 by platform id. */
export const PLATFORMS = [
  'pg',
  'ag',
  'im',
  'jdb',
  'ky',
  'sb',
  'cmd',
  'hlqp',
  'lgd',
  'mg',
  'cq',
  'jl',
  'pp',
  'bf',
  'fg',
].map((code, index) => ({ id: index + 1, code }));
export type LaunchCall = { method: 'GET' | 'POST'; path: string };
export const CALLS: LaunchCall[] = [
  ...[apiPaths.launch.agForward, apiPaths.launch.agForwardWeb, apiPaths.launch.agFish].map((path) => ({
    method: 'GET' as const,
    path,
  })),
  { method: 'POST', path: apiPaths.launch.imStart },
  ...[
    apiPaths.launch.kyGameHall,
    apiPaths.launch.jdbLogin,
    apiPaths.launch.sbStart,
    apiPaths.launch.hlqpStart,
    apiPaths.launch.cmdLogin,
    apiPaths.launch.lgdStart,
    apiPaths.launch.mgStart,
    apiPaths.launch.cqLogin,
    apiPaths.launch.jlLogin,
    apiPaths.launch.ppStart,
    apiPaths.launch.evStart,
    apiPaths.launch.yxStart,
  ].map((path) => ({ method: 'GET' as const, path })),
];

/** The launch URL's token and game, with the URL minus its token. */
export function launchedWith(url: string) {
  const parsed = new URL(url);
  const token = parsed.searchParams.get('token') ?? '';
  parsed.searchParams.delete('token');
  return { token, game: parsed.searchParams.get('game'), rest: parsed.toString() };
}

/**
 * The demo catalogue plus a game of each of providers 1-15 and demo games of every status (and one
 * code on two platforms); the demo player and a live session for it.
 */
async function seedCatalogue(app: TestApp) {
  await seedDemoData(app.context);
  const now = app.context.now().toISOString();
  const game = (plat_type_id: number, game_code: string, status = 1) => ({
    plat_type_id,
    game_code,
    game_name: game_code,
    game_type_id: 5,
    open_type: 2,
    status,
    created_at: now,
  });
  await app.context.db
    .insertInto('games')
    .values([
      ...PLATFORMS.map(({ id, code }) => game(id, `${code}_game`)),
      game(16, 'demo_maintenance', 2),
      game(16, 'demo_coming', 3),
      game(16, 'demo_stay_tuned', 4),
      game(16, 'demo_odd_status', 9),
      game(1, 'shared_code'),
      game(16, 'shared_code'),
      game(13, 'pp_closed', 2),
    ])
    .execute();
  const demoPlayer = await app.context.db.selectFrom('players').select('id').executeTakeFirstOrThrow();
  return { id: demoPlayer.id, token: await playerToken(app, demoPlayer.id) };
}

/** An app on `database` with `overrides` and the seeded catalogue, and its demo player with a live session. */
async function seededApp(database: TestDatabase, overrides: Partial<AppConfig>) {
  const app = await createTestApp(database, { ...generousLimits(), ...overrides });
  try {
    return { app, ...(await seedCatalogue(app)) };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** The catalogue with the demo provider only; launch tokens live TTL_MS. */
export const demoLaunchApp = (database: TestDatabase) =>
  seededApp(database, {
    launchTokenTtlMs: TTL_MS,
    providers: { demo: openProvider('demo-secret', 'http://demo.test/play') },
  });

/** The same catalogue with the AG and PP providers configured by the operator. */
export const openLaunchApp = (database: TestDatabase) =>
  seededApp(database, {
    providers: {
      ag: openProvider('ag-secret', 'https://ag.example/launch'),
      pp: openProvider('pp-secret', 'https://pp.example/go?lang=zh'),
    },
  });

/** The lobby's begin call with `query`, as the player whose session token is `as`. */
export const beginLaunch = (app: TestApp, as: string, query: string) =>
  app.call({ method: 'GET', url: `${apiPaths.lobby.begin}?${query}`, headers: bearer(as) });

/** A provider launch call with `query` (in the body for a POST), as the player whose session token is `as`. */
export function callLaunch(app: TestApp, as: string, call: LaunchCall, query = '') {
  const request: InjectOptions =
    call.method === 'GET'
      ? { method: 'GET', url: `${call.path}?${query}` }
      : { method: 'POST', url: call.path, payload: Object.fromEntries(new URLSearchParams(query)) };
  return app.call({ ...request, headers: bearer(as) });
}
