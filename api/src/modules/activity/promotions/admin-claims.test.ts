import { apiMessages, apiPaths, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminSuite, type AgentAdminSuite } from '../../../test/agent-admin';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { refusal } from '../../../test/requests';
import { PLATFORM_ACCOUNTS } from '../../ledger/accounts';
import { creditPlayer } from '../../ledger/service';

const { promotionClaims, promotions } = apiPaths.admin;
const NOW = '2026-11-26T02:00:00.000Z';

describe.each(TEST_DATABASES)('operator claims report on %s', (database) => {
  let suite: AgentAdminSuite;
  let alice: { id: number; username: string };
  let bob: { id: number; username: string };
  let sequence = 0;

  /** A paid claim (a real bonus transfer, and its claim row) at `at`. */
  async function claim(playerId: number, activityType: number, amount: number, at: string, turnover = 0) {
    sequence += 1;
    const key = `test:claim:${sequence}`;
    const { context } = suite.testApp;
    await creditPlayer(context, {
      playerId,
      amount: microUsdt(amount),
      sourceCode: PLATFORM_ACCOUNTS.promotionExpense,
      kind: activityType === 0 ? 'rebate' : 'bonus',
      idempotencyKey: key,
    });
    const transfer = await context.db
      .selectFrom('transfers')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    await context.db
      .insertInto('promotion_claims')
      .values({
        player_id: playerId,
        activity_type: activityType,
        promotion_version: 1,
        period_key: `p${sequence}`,
        tier: 0,
        amount: microUsdt(amount),
        turnover_required: microUsdt(turnover),
        request_id: `request-${sequence}`,
        transfer_id: transfer.id,
        created_at: at,
      })
      .execute();
  }

  beforeAll(async () => {
    suite = await agentAdminSuite(database, NOW);
    alice = await suite.player();
    bob = await suite.player();
    // 2026-11-24 23:59 and 2026-11-25 00:00 in Shanghai sit on either side of a day boundary.
    await claim(alice.id, 1, 100_000_000, '2026-11-24T15:59:59.000Z', 1_000_000_000);
    await claim(alice.id, 10, 500_000, '2026-11-24T16:00:00.000Z');
    await claim(bob.id, 10, 1_000_000, '2026-11-25T03:00:00.000Z');
    await claim(bob.id, 0, 2_345_678, '2026-11-25T04:00:00.000Z');
    await claim(alice.id, 10, 1_500_000, '2026-11-25T16:30:00.000Z');
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });

  it('pages every claim newest first, with usernames and the totals per type', async () => {
    const first = await suite.asOperator('GET', promotionClaims, { page: '1', size: '2' });
    expect(first.code).toBe(200);
    expect(first.result.total).toBe(5);
    expect(first.result.items).toEqual([
      {
        id: expect.any(Number),
        player_id: alice.id,
        username: alice.username,
        activity_type: 10,
        period_key: 'p5',
        amount: '1.500000',
        turnover_required: '0.000000',
        created_at: '2026-11-25T16:30:00.000Z',
      },
      expect.objectContaining({ player_id: bob.id, username: bob.username, activity_type: 0, amount: '2.345678' }),
    ]);
    expect(first.result.totals).toEqual([
      { activity_type: 0, count: 1, amount: '2.345678' },
      { activity_type: 1, count: 1, amount: '100.000000' },
      { activity_type: 10, count: 3, amount: '3.000000' },
    ]);
    const third = await suite.asOperator('GET', promotionClaims, { page: '3', size: '2' });
    expect(third.result.items).toEqual([
      expect.objectContaining({ activity_type: 1, period_key: 'p1', turnover_required: '1000.000000' }),
    ]);
    expect((await suite.asOperator('GET', promotionClaims, { page: '4', size: '2' })).result.items).toEqual([]);
  });

  it('filters by type (0 = rebates), player and Asia/Shanghai days', async () => {
    const keys = async (query: Record<string, string>) => {
      const body = await suite.asOperator('GET', promotionClaims, query);
      expect(body.code).toBe(200);
      return { keys: body.result.items.map((item: any) => item.period_key), totals: body.result.totals };
    };
    expect((await keys({ activity_type: '0' })).keys).toEqual(['p4']);
    expect((await keys({ activity_type: '10' })).totals).toEqual([{ activity_type: 10, count: 3, amount: '3.000000' }]);
    expect((await keys({ player_id: String(bob.id) })).keys).toEqual(['p4', 'p3']);
    expect((await keys({ start_date: '2026-11-25', end_date: '2026-11-25' })).keys).toEqual(['p4', 'p3', 'p2']);
    expect((await keys({ end_date: '2026-11-24' })).keys).toEqual(['p1']);
    expect((await keys({ start_date: '2026-11-26' })).keys).toEqual(['p5']);
    const combined = await keys({ activity_type: '10', player_id: String(alice.id), start_date: '2026-11-25' });
    expect(combined).toEqual({ keys: ['p5', 'p2'], totals: [{ activity_type: 10, count: 2, amount: '2.000000' }] });
    expect(await keys({ player_id: '999999' })).toEqual({ keys: [], totals: [] });
  });

  it('refuses a bad filter in Chinese', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ start_date: '2026-11-31' }, apiMessages.recordDateInvalid],
      [{ end_date: '26-11-01' }, apiMessages.recordDateInvalid],
      [{ start_date: '2026-11-26', end_date: '2026-11-25' }, apiMessages.recordDateOrder],
      [{ activity_type: '14' }, apiMessages.badField],
      [{ activity_type: '-1' }, apiMessages.badField],
      [{ size: '201' }, apiMessages.badField],
    ];
    for (const [query, message] of cases)
      expect(await suite.asOperator('GET', promotionClaims, query), JSON.stringify(query)).toEqual(refusal(message));
  });

  it('counts each type’s claims in the promotions list', async () => {
    const list = (await suite.asOperator('GET', promotions)).result.list;
    expect(list[0]).toMatchObject({ activity_type: 1, claim_count: 1, claim_total: '100.000000' });
    expect(list[9]).toMatchObject({ activity_type: 10, claim_count: 3, claim_total: '3.000000' });
    expect(list[4]).toMatchObject({ activity_type: 5, claim_count: 0, claim_total: '0.000000' });
  });
});
