/**
 * Helpers of the agent suites: a team registered through the real registration with invite codes
 * (so the closure rows are the ones registration writes) at chosen instants, and rows of the
 * settlement's tables written directly (the settlement and estimate jobs are not under test here).
 */
import { randomBytes } from 'node:crypto';
import { apiPaths, formatUsdt, microUsdt } from 'shared-contracts';
import { createTestApp, newDevice, type TestApp, type TestDatabase } from './harness';
import { captchaFor, newUsername } from './players';
import { freezeClock } from './records';
import { generousLimits, playerToken } from './requests';

export const USDT = 1_000_000;

export interface TeamPlayer {
  id: number;
  token: string;
  inviteCode: string;
}

/** Registers a player at `at` through POST register with `code` (an inviter's invite code) and keeps its session. */
export async function registerAt(testApp: TestApp, at: string, code = ''): Promise<TeamPlayer> {
  freezeClock(testApp, at);
  const device = newDevice();
  const form = new URLSearchParams({
    username: newUsername(),
    password: 'secret123',
    confrimPas: 'secret123',
    adult: '1',
    captcha: await captchaFor(testApp, device),
    device,
    code,
  });
  const { body } = await testApp.call({
    method: 'POST',
    url: apiPaths.register,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (body.code !== 200) throw new Error(`register refused: ${JSON.stringify(body)}`);
  const id = body.result.id as number;
  const row = await testApp.context.db
    .selectFrom('players')
    .select('invite_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, token: body.result.token as string, inviteCode: row.invite_code };
}

/**
 * The suites' team (UTC instants; Shanghai is 8 hours ahead):
 * A ─ B ─ C ─ D, B ─ C2; A ─ B2; A ─ B3 ─ E; A ─ B4 (B3 and B4 at the same instant); X ─ Y outside it.
 */
export async function agentTeam(testApp: TestApp) {
  const A = await registerAt(testApp, '2026-02-01T02:00:00.000Z');
  const X = await registerAt(testApp, '2026-02-01T03:00:00.000Z');
  const B = await registerAt(testApp, '2026-02-10T02:00:00.000Z', A.inviteCode);
  const C = await registerAt(testApp, '2026-03-02T02:00:00.000Z', B.inviteCode);
  const D = await registerAt(testApp, '2026-03-09T02:00:00.000Z', C.inviteCode);
  // The last millisecond of 2026-03-10 and the first of 2026-03-11 in Shanghai.
  const C2 = await registerAt(testApp, '2026-03-10T15:59:59.999Z', B.inviteCode);
  const B2 = await registerAt(testApp, '2026-03-10T16:00:00.000Z', A.inviteCode);
  const B3 = await registerAt(testApp, '2026-03-11T01:00:00.000Z', A.inviteCode);
  const B4 = await registerAt(testApp, '2026-03-11T01:00:00.000Z', A.inviteCode);
  const E = await registerAt(testApp, '2026-03-11T02:00:00.000Z', B3.inviteCode);
  const Y = await registerAt(testApp, '2026-03-11T02:00:00.000Z', X.inviteCode);
  return { A, B, C, D, C2, B2, B3, B4, E, X, Y };
}

export type AgentTeam = Awaited<ReturnType<typeof agentTeam>>;

/** An app on `database` with the team registered, the clock then stopped at `now` and sessions opened then. */
export async function agentWorld(database: TestDatabase, now: string) {
  const testApp = await createTestApp(database, generousLimits());
  const team = await agentTeam(testApp);
  freezeClock(testApp, now);
  // The sessions registration opened have expired by `now`.
  for (const player of Object.values(team)) player.token = await playerToken(testApp, player.id);
  return { testApp, team };
}

/** One category of a day's breakdown, in USDT: what categories_json holds (micro-USDT) for it. */
export const category = (gameTypeId: number, performance: number, rate = 50) => ({
  game_type_id: gameTypeId,
  team_performance: performance * USDT,
  rate,
  gross: Math.floor((performance * USDT * rate) / 10_000),
});

interface Figures {
  agent: number;
  day: string;
  /** USDT. */
  team: number;
  direct?: number;
  amount: number;
  categories?: ReturnType<typeof category>[];
}

const micro = (usdt: number) => microUsdt(Math.round(usdt * USDT));

/** USDT as the API shows it: 6-place text. */
export const usdtText = (usdt: number) => formatUsdt(micro(usdt));

/** A settlement run row of `day`. */
export async function markDay(testApp: TestApp, day: string, status: 'running' | 'settled'): Promise<void> {
  await testApp.context.db
    .insertInto('commission_days')
    .values({ day, status, template_id: 1, started_at: `${day}T17:00:00.000Z`, finished_at: null })
    .onConflict((conflict) => conflict.column('day').doUpdateSet({ status }))
    .execute();
}

/** An agent's settled row of a day; status 1 (unclaimed) unless given, 0 when the amount is 0; gross − amount deducted. */
export async function insertCommission(
  testApp: TestApp,
  row: Figures & { status?: number; gross?: number },
): Promise<void> {
  await testApp.context.db
    .insertInto('agent_commissions')
    .values({
      agent_id: row.agent,
      day: row.day,
      team_performance: micro(row.team),
      direct_performance: micro(row.direct ?? 0),
      categories_json: JSON.stringify(row.categories ?? []),
      gross: micro(row.gross ?? row.amount),
      deduction: micro((row.gross ?? row.amount) - row.amount),
      amount: micro(row.amount),
      template_id: 1,
      status: row.status ?? (row.amount > 0 ? 1 : 0),
      claim_id: null,
      created_at: `${row.day}T17:00:00.000Z`,
    })
    .execute();
}

/** An agent's estimate of a day, computed at `computedAt`. */
export async function insertEstimate(testApp: TestApp, row: Figures & { computedAt?: string }): Promise<void> {
  await testApp.context.db
    .insertInto('agent_estimates')
    .values({
      agent_id: row.agent,
      day: row.day,
      team_performance: micro(row.team),
      direct_performance: micro(row.direct ?? 0),
      categories_json: JSON.stringify(row.categories ?? []),
      amount: micro(row.amount),
      computed_at: row.computedAt ?? `${row.day}T00:00:00.000Z`,
    })
    .execute();
}

/** A player's own valid stake (USDT) of a day and category. */
export async function insertOwnStake(testApp: TestApp, player: number, day: string, gameTypeId: number, usdt: number) {
  await testApp.context.db
    .insertInto('player_daily_performance')
    .values({ player_id: player, day, game_type_id: gameTypeId, rounds: 1, stake: micro(usdt) })
    .execute();
}

/** A claim of the player at `at` (its transfer row bare: the read calls never follow it); its id. */
export async function insertClaim(testApp: TestApp, player: number, usdt: number, days: number, at: string) {
  const { db } = testApp.context;
  const transfer = await db
    .insertInto('transfers')
    .values({
      idempotency_key: `test-claim:${randomBytes(8).toString('hex')}`,
      input_hash: 'test',
      kind: 'commission',
      reference: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claim = await db
    .insertInto('commission_claims')
    .values({
      player_id: player,
      request_id: randomBytes(8).toString('hex'),
      amount: micro(usdt),
      days,
      transfer_id: transfer.id,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return claim.id;
}
