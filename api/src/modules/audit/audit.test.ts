import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer } from '../../test/players';
import { operatorToken, refusal } from '../../test/requests';
import { writeAudit } from './audit';

const AUDIT = apiPaths.admin.audit;

describe.each(TEST_DATABASES)('the audit log, filtered and paged, on %s', (database) => {
  let testApp: TestApp;
  let token = '';
  const names: Record<'alice' | 'bob', string> = { alice: '', bob: '' };

  /** Entries at known instants: 2026-03-01 15:59:59Z is 23:59:59 北京时间 on 03-01, 16:00:00Z is 03-02. */
  beforeAll(async () => {
    testApp = await createTestApp(database);
    token = await operatorToken(testApp);
    const ids: Record<'alice' | 'bob', number> = { alice: 0, bob: 0 };
    for (const name of ['alice', 'bob'] as const) {
      names[name] = `Audit_${name}_${database}`;
      ids[name] = (
        await testApp.context.db
          .insertInto('operators')
          .values({
            username: names[name],
            username_canonical: names[name].toLowerCase(),
            password_hash: 'not-a-hash',
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const entries = [
      { operatorId: ids.alice, entity: 'banners', entityId: 1, at: '2026-02-28T16:00:00.000Z' },
      { operatorId: ids.alice, entity: 'banners', entityId: 2, at: '2026-03-01T15:59:59.000Z' },
      { operatorId: ids.bob, entity: 'withdrawal', entityId: 7, at: '2026-03-01T16:00:00.000Z' },
      { operatorId: ids.bob, entity: 'banners', entityId: 1, at: '2026-03-02T10:00:00.000Z' },
      { operatorId: null, entity: 'held_wins', entityId: 3, at: '2026-03-03T01:00:00.000Z' },
    ];
    for (const [index, entry] of entries.entries())
      await inTransaction(testApp.context.db, (trx) =>
        writeAudit(trx, {
          ...entry,
          action: 'update',
          before: { n: index },
          after: { n: index + 1, changed: true },
          at: new Date(entry.at),
        }),
      );
  });
  afterAll(() => testApp.close());

  const list = async (query: string, as = token) =>
    (await testApp.call({ method: 'GET', url: `${AUDIT}?${query}`, headers: bearer(as) })).body;
  const idsOf = (body: { result: { list: Array<{ entity_id: string }> } }) =>
    body.result.list.map((entry) => entry.entity_id);

  it('pages the whole log newest first with its total', async () => {
    const first = await list('size=2');
    expect(first.result).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.result.list[0]).toEqual({
      id: expect.any(Number),
      operator: apiMessages.auditBySystem,
      action: 'update',
      entity: 'held_wins',
      entity_id: '3',
      before: { n: 4 },
      after: { n: 5, changed: true },
      created_at: '2026-03-03T01:00:00.000Z',
      // Written outside a request: no client, no player.
      player_id: null,
      ip: null,
      device_id: null,
      user_agent: null,
    });
    expect(idsOf(first)).toEqual(['3', '1']);
    expect(idsOf(await list('size=2&page=3'))).toEqual(['1']);
    expect((await list('size=2&page=9')).result).toMatchObject({ total: 5, list: [] });
  });

  it('filters by operator (username, any case), entity and entity id, together', async () => {
    const byAlice = await list(`operator=${names.alice.toUpperCase()}`);
    expect(byAlice.result.total).toBe(2);
    expect(byAlice.result.list.every((entry: { operator: string }) => entry.operator === names.alice)).toBe(true);
    expect((await list('operator=nobody_here')).result).toMatchObject({ total: 0, list: [] });
    expect(idsOf(await list('entity=banners'))).toEqual(['1', '2', '1']);
    const one = await list('entity=banners&entity_id=1');
    expect(one.result.list.map((entry: { operator: string }) => entry.operator)).toEqual([names.bob, names.alice]);
    expect((await list(`entity=banners&entity_id=1&operator=${names.bob}`)).result.total).toBe(1);
    // An empty filter is no filter.
    expect((await list('operator=&entity=&entity_id=')).result.total).toBe(5);
  });

  it('takes 北京时间 days, both included', async () => {
    expect(idsOf(await list('from=2026-03-01&to=2026-03-01'))).toEqual(['2', '1']);
    expect(idsOf(await list('from=2026-03-02&to=2026-03-02'))).toEqual(['1', '7']);
    expect(idsOf(await list('from=2026-03-03'))).toEqual(['3']);
    expect(idsOf(await list('to=2026-02-28'))).toEqual([]);
    expect((await list('from=2026-03-01&to=2026-03-02&entity=banners')).result.total).toBe(3);
  });

  it('refuses days that are not days and a range that ends before it starts', async () => {
    expect(await list('from=2026-02-30')).toEqual(refusal(apiMessages.recordDateInvalid));
    expect(await list('to=03/01/2026')).toEqual(refusal(apiMessages.recordDateInvalid));
    expect(await list('from=2026-03-02&to=2026-03-01')).toEqual(refusal(apiMessages.recordDateOrder));
    expect(await list('size=0')).toEqual(refusal(apiMessages.badField));
  });

  it('lists the entity names the log holds, sorted', async () => {
    const body = (await testApp.call({ method: 'GET', url: `${AUDIT}/entities`, headers: bearer(token) })).body;
    expect(body).toEqual({ code: 200, result: ['banners', 'held_wins', 'withdrawal'] });
  });

  it('is for 超级管理员 only', async () => {
    for (const role of ['finance', 'operations', 'support'] as const) {
      const other = await operatorToken(testApp, undefined, role);
      for (const url of [AUDIT, `${AUDIT}/entities`]) {
        const answer = await testApp.call({ method: 'GET', url, headers: bearer(other) });
        expect(answer.status).toBe(403);
      }
    }
  });
});
