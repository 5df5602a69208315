/** The operator's game catalogue: listing games, changing them with an audit entry, refusing bad values and non-operators. */
import type { InjectOptions } from 'fastify';
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { lobbyReads, lobbyTestApp } from '../../test/lobby';
import { bearer } from '../../test/players';
import { formPost, operatorToken, playerToken, refusal } from '../../test/requests';

describe.each(TEST_DATABASES)('lobby on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await lobbyTestApp(database);
  });
  afterAll(() => testApp?.close());

  const { page } = lobbyReads(() => testApp);

  describe('operator catalogue', () => {
    let operator = '';
    const asOperator = (options: InjectOptions) =>
      testApp.call({ ...options, headers: { ...(options.headers as object), ...bearer(operator) } });
    const gameId = async (code: string) =>
      (
        await testApp.context.db
          .selectFrom('games')
          .select('id')
          .where('game_code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    beforeAll(async () => {
      operator = await operatorToken(testApp);
    });

    it('lists games with the operator columns, paged and filtered', async () => {
      const { body } = await asOperator({
        method: 'GET',
        url: `${apiPaths.admin.games}?plat_type_id=1&game_type_id=5&size=3&page=1`,
      });
      expect(body.code).toBe(200);
      expect(body.result).toMatchObject({ total: 7, page: 1, size: 3 });
      expect(body.result.list.map((game: { game_code: string }) => game.game_code)).toEqual([
        'pg_golden_dragon',
        'pg_golden_cat',
        'pg_lantern_night',
      ]);
      expect(body.result.list[0]).toMatchObject({ is_hot: 1, sort: 5, status: 1 });
      expect(typeof body.result.list[0].created_at).toBe('string');
    });

    it('filters by status and by part of the name (ignoring case, % and _ literal)', async () => {
      const list = async (query: string) =>
        (await asOperator({ method: 'GET', url: `${apiPaths.admin.games}?${query}` })).body.result;
      const halls = await list(`game_name=${encodeURIComponent('b厅')}&size=200`);
      expect(halls.list.map((game: { game_code: string }) => game.game_code)).toEqual(['mg_baccarat_b']);
      const golden = await list(`game_name=${encodeURIComponent('金')}&plat_type_id=1`);
      expect(golden.list.length).toBeGreaterThanOrEqual(2);
      expect(golden.list.every((game: { game_name: string }) => game.game_name.includes('金'))).toBe(true);
      expect((await list('game_name=%25')).total).toBe(0);
      const id = await gameId('pg_golden_cat');
      await asOperator({ method: 'PUT', url: `${apiPaths.admin.games}/${id}`, payload: { status: 3 } });
      const soon = await list('status=3&size=200');
      expect(soon.list.map((game: { game_code: string }) => game.game_code)).toContain('pg_golden_cat');
      expect(soon.list.every((game: { status: number }) => game.status === 3)).toBe(true);
      await asOperator({ method: 'PUT', url: `${apiPaths.admin.games}/${id}`, payload: { status: 1 } });
      for (const bad of ['status=5', 'size=201', 'page=0', `game_name=${'x'.repeat(33)}`])
        expect((await list(bad)) ?? null, bad).toBeNull();
    });

    const put = (id: number | string, fields: Record<string, string>) => ({
      ...formPost(`${apiPaths.admin.games}/${id}`, fields),
      method: 'PUT' as const,
    });
    const latestAudit = async () =>
      (await asOperator({ method: 'GET', url: `${apiPaths.admin.audit}?size=1` })).body.result.list[0];

    it('changes a game and audits the change with before and after', async () => {
      const id = await gameId('pg_lantern_night');
      const picture = 'https://cdn.example.com/lantern.png';
      const changed = await asOperator(
        put(id, { status: '2', is_hot: '1', sort: '50', image: picture, game_image: '/img/lantern.png' }),
      );
      expect(changed.body).toMatchObject({
        code: 200,
        result: {
          id,
          game_code: 'pg_lantern_night',
          status: 2,
          is_hot: 1,
          sort: 50,
          image: picture,
          game_image: '/img/lantern.png',
        },
      });
      const audit = await latestAudit();
      expect(audit).toMatchObject({
        action: 'update',
        entity: 'games',
        entity_id: String(id),
        before: { status: 1, is_hot: 0, sort: 0 },
        after: { status: 2, is_hot: 1, sort: 50, image: picture },
      });
      expect(audit.before.image).toMatch(/^\/api\/files\/[0-9a-f]{64}\.svg$/);

      // Players see it at once: first in the hot list after the demo games, with its status.
      const hot = await page(apiPaths.lobby.hotGames);
      expect(hot.data[0]).toMatchObject({ game_code: 'pg_lantern_night', status: 2, image: picture });

      // Only the fields sent change (JSON too); a call that changes nothing writes no audit entry.
      const back = await asOperator({
        method: 'PUT',
        url: `${apiPaths.admin.games}/${id}`,
        payload: { status: 1, is_hot: 0, sort: 0 },
      });
      expect(back.body.result).toMatchObject({ status: 1, is_hot: 0, sort: 0, image: picture });
      const auditId = (await latestAudit()).id;
      expect((await asOperator(put(id, { status: '1' }))).body.result).toMatchObject({ status: 1 });
      expect((await asOperator(put(id, {}))).body.code).toBe(200);
      expect((await latestAudit()).id).toBe(auditId);
    });

    it('refuses an unknown game and bad values with Chinese messages', async () => {
      const id = await gameId('pg_jade_garden');
      expect((await asOperator(put(999_999, { status: '2' }))).body).toEqual(refusal(apiMessages.gameUnknown, 404));
      const badValues: Array<Record<string, string>> = [
        { status: '5' },
        { status: '0' },
        { is_hot: '2' },
        { sort: 'abc' },
        { sort: '100001' },
        { image: 'javascript:alert(1)' },
        { game_image: 'ftp://x' },
      ];
      for (const fields of badValues) {
        expect((await asOperator(put(id, fields))).body, JSON.stringify(fields)).toEqual(refusal(apiMessages.badField));
      }
      expect((await asOperator(put('abc', { status: '2' }))).body).toEqual(refusal(apiMessages.badField));
      expect(
        (
          await testApp.context.db
            .selectFrom('games')
            .select(['status', 'image'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe(1);
    });

    it('refuses players with 403 and visitors with 401', async () => {
      const player = await playerToken(
        testApp,
        (await testApp.context.db.selectFrom('players').select('id').executeTakeFirstOrThrow()).id,
      );
      const id = await gameId('pg_jade_garden');
      for (const request of [{ method: 'GET' as const, url: apiPaths.admin.games }, put(id, { status: '2' })]) {
        const asPlayer = await testApp.call({
          ...request,
          headers: { ...(request as { headers?: object }).headers, ...bearer(player) },
        });
        expect(asPlayer).toEqual({ status: 403, body: { code: 403, message: apiMessages.forbidden } });
        expect((await testApp.call(request)).status).toBe(401);
      }
      expect(
        (await testApp.context.db.selectFrom('games').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status,
      ).toBe(1);
    });
  });
});
