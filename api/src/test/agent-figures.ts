/**
 * The agent suites' figures (USDT), written straight into the settlement's tables around "now",
 * Wednesday 2026-03-11 in Shanghai: settled days as paid, yesterday's run still going (its row
 * and its estimate both there), today's estimate, a stale estimate of a settled day that must be
 * ignored, the members' own stakes, and figures of an outsider (X) that must never show.
 */
import { category, insertCommission, insertEstimate, insertOwnStake, markDay, type AgentTeam } from './agents';
import type { TestApp } from './harness';

/** 12:00 on Wednesday 2026-03-11 in Shanghai. */
export const NOW = '2026-03-11T04:00:00.000Z';

export async function seedAgentFigures(testApp: TestApp, { A, B, B2, B3, D, X }: AgentTeam): Promise<void> {
  for (const day of ['2026-02-27', '2026-03-01', '2026-03-07', '2026-03-08', '2026-03-09'])
    await markDay(testApp, day, 'settled');
  await markDay(testApp, '2026-03-10', 'running');

  // A: claimed, unclaimed, nothing-to-claim days; yesterday's row written by a run not finished.
  await insertCommission(testApp, { agent: A.id, day: '2026-02-27', team: 1000, direct: 400, amount: 3, status: 2 });
  await insertCommission(testApp, { agent: A.id, day: '2026-03-01', team: 200, direct: 50, amount: 1, status: 2 });
  await insertCommission(testApp, { agent: A.id, day: '2026-03-07', team: 10, direct: 10, amount: 0 });
  await insertCommission(testApp, { agent: A.id, day: '2026-03-08', team: 300, direct: 100, amount: 1.5, gross: 2 });
  await insertCommission(testApp, {
    agent: A.id,
    day: '2026-03-09',
    team: 500,
    direct: 200,
    amount: 2.5,
    categories: [category(1, 300), category(2, 200)],
  });
  await insertCommission(testApp, { agent: A.id, day: '2026-03-10', team: 700, direct: 300, amount: 3.5 });
  await insertEstimate(testApp, { agent: A.id, day: '2026-03-09', team: 999, direct: 999, amount: 9 });
  await insertEstimate(testApp, { agent: A.id, day: '2026-03-10', team: 650, direct: 250, amount: 3.25 });
  await insertEstimate(testApp, {
    agent: A.id,
    day: '2026-03-11',
    team: 120,
    direct: 20,
    amount: 0.6,
    computedAt: '2026-03-11T03:55:00.000Z',
  });

  // B's team: settled days by their rows, the rest by estimates; B's own stakes.
  await insertCommission(testApp, {
    agent: B.id,
    day: '2026-02-27',
    team: 600,
    amount: 0,
    categories: [category(1, 600)],
  });
  await insertCommission(testApp, {
    agent: B.id,
    day: '2026-03-09',
    team: 300,
    amount: 1.5,
    categories: [category(1, 200), category(2, 100)],
  });
  await insertEstimate(testApp, {
    agent: B.id,
    day: '2026-03-10',
    team: 400,
    amount: 2,
    categories: [category(1, 400)],
  });
  await insertEstimate(testApp, {
    agent: B.id,
    day: '2026-03-11',
    team: 60,
    amount: 0.3,
    categories: [category(3, 60)],
  });
  await insertOwnStake(testApp, B.id, '2026-02-20', 1, 5);
  await insertOwnStake(testApp, B.id, '2026-03-09', 1, 40);
  await insertOwnStake(testApp, B.id, '2026-03-10', 2, 10);

  await insertOwnStake(testApp, B2.id, '2026-03-10', 4, 2);
  await insertOwnStake(testApp, B3.id, '2026-03-11', 1, 7);
  await insertEstimate(testApp, { agent: B3.id, day: '2026-03-11', team: 3, amount: 0, categories: [category(1, 3)] });
  await insertOwnStake(testApp, D.id, '2026-03-11', 5, 1);

  // The outsider: large figures on the same days.
  await insertCommission(testApp, { agent: X.id, day: '2026-03-09', team: 5000, amount: 25 });
  await insertEstimate(testApp, { agent: X.id, day: '2026-03-11', team: 5000, amount: 25 });
  await insertOwnStake(testApp, X.id, '2026-03-11', 1, 5000);
}
