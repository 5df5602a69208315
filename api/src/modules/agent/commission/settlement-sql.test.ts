/**
 * The settlement's reads (the day's stakes, the inviter links level by level) on both databases
 * against the rule's reference walk, on random trees registered by the registration's own store
 * function and random stakes.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomDay } from '../../../test/agent-days';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/harness';
import { freezeClock } from '../../../test/records';
import { insertPlayerWithWallet } from '../../auth/store';
import { commissionsOfTree } from './commission-rule';
import { addDays } from '../../../record-period';
import { settleCommissionDay } from './settlement';
import { templateInForce } from '../templates/templates';

describe.each(TEST_DATABASES)('settlement SQL against the reference on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());

  it('pays every agent of random trees exactly what commissionsOfTree computes', async () => {
    const { db } = testApp.context;
    const { template } = await templateInForce(db, '2026-01-01');
    // The default template names categories 0–7; the random days' own templates are not stored, so the
    // samples are settled with the default one, and the reference computed with it too.
    const samples = fc.sample(randomDay, { numRuns: 6, seed: 15 });
    let serial = 0;
    let paidRows = 0;
    for (const [index, sample] of samples.entries()) {
      const day = addDays('2026-01-01', index);
      const ids = new Map<number, number>();
      for (const [localId, member] of sample.members) {
        serial += 1;
        const row = await insertPlayerWithWallet(db, {
          username: `tree${serial}`,
          usernameCanonical: `tree${serial}`,
          passwordHash: 'not-a-hash',
          inviteCode: `T${String(serial).padStart(7, '0')}`,
          inviterId: member.inviterId === null ? null : ids.get(member.inviterId)!,
          createdAt: '2025-12-31T00:00:00.000Z',
        });
        ids.set(localId, row.id);
        const stakes = [...member.own].map(([game_type_id, stake]) => ({
          player_id: row.id,
          day,
          game_type_id,
          rounds: 1,
          stake,
        }));
        if (stakes.length) await db.insertInto('player_daily_performance').values(stakes).execute();
      }
      freezeClock(testApp, `${addDays(day, 2)}T00:00:00.000Z`);
      await settleCommissionDay(testApp.context, day, { batchSize: 7 });
      const rows = await db.selectFrom('agent_commissions').selectAll().where('day', '=', day).execute();
      const actual = new Map(rows.map((row) => [row.agent_id, row]));
      const expected = commissionsOfTree(template, sample.members);
      for (const [localId, agent] of expected) {
        const row = actual.get(ids.get(localId)!);
        const teamStake = [...agent.team.values()].reduce((sum, stake) => sum + stake, 0);
        // An agent whose team has no performance row that day gets no row (and the reference pays them 0).
        if (!row) {
          expect({ localId, amount: agent.amount, gross: agent.gross }).toEqual({ localId, amount: 0, gross: 0 });
          continue;
        }
        expect({
          localId,
          gross: Number(row.gross),
          deduction: Number(row.deduction),
          amount: Number(row.amount),
          team: Number(row.team_performance),
        }).toEqual({ localId, gross: agent.gross, deduction: agent.deduction, amount: agent.amount, team: teamStake });
      }
      const localOf = new Map([...ids].map(([localId, id]) => [id, localId]));
      for (const row of rows) expect(expected.has(localOf.get(row.agent_id)!)).toBe(true);
      paidRows += rows.filter((row) => Number(row.amount) > 0 && Number(row.deduction) > 0).length;
    }
    // The samples are no trivial trees: agents were paid a rate difference.
    expect(paidRows).toBeGreaterThan(5);
  });
});
