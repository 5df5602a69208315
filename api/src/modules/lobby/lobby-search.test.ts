/** The lobby's search by game name: substrings, wildcards taken literally, empty and over-long names. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { codes, lobbyReads, lobbyTestApp } from '../../test/lobby';
import { formPost, refusal } from '../../test/requests';

describe.each(TEST_DATABASES)('lobby on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await lobbyTestApp(database);
  });
  afterAll(() => testApp?.close());

  const { search } = lobbyReads(() => testApp);

  it('searches game names by substring, ignoring case, and finds nothing for an unknown name', async () => {
    expect(codes((await search('捕鱼')).data)).toEqual([
      'ag_fish_king',
      'ag_fish_dragon',
      'cq_fish_paradise',
      'jl_fish_party',
    ]);
    expect(codes((await search('ag真人')).data)).toEqual(['ag_live_hall']);
    expect(codes((await search('  Im体育 ')).data)).toEqual(['im_sports']);
    expect(await search('不存在的游戏')).toEqual({ total: 0, data: [] });
    // JSON bodies too.
    const json = await testApp.call({
      method: 'POST',
      url: apiPaths.lobby.searchGames,
      payload: { game_name: '金龙' },
    });
    expect(codes(json.body.result.data)).toEqual(['pg_golden_dragon']);
  });

  it('takes % _ and \\ in a search literally', async () => {
    for (const wildcard of ['%', '_', '\\', '%%', '_%', '\\%'])
      expect(await search(wildcard), wildcard).toEqual({ total: 0, data: [] });
    const now = testApp.context.now().toISOString();
    await testApp.context.db
      .insertInto('games')
      .values([
        {
          game_code: 'test_percent',
          game_name: '百分百%_赢',
          plat_type_id: 16,
          game_type_id: 5,
          open_type: 2,
          created_at: now,
        },
        {
          game_code: 'test_backslash',
          game_name: '斜杠\\游戏',
          plat_type_id: 16,
          game_type_id: 5,
          open_type: 2,
          created_at: now,
        },
        {
          game_code: 'test_plain',
          game_name: '百分百X赢',
          plat_type_id: 16,
          game_type_id: 5,
          open_type: 2,
          created_at: now,
        },
      ])
      .execute();
    expect(codes((await search('%')).data)).toEqual(['test_percent']);
    expect(codes((await search('百分百_')).data)).toEqual([]);
    expect(codes((await search('百分百%')).data)).toEqual(['test_percent']);
    expect(codes((await search('%_赢')).data)).toEqual(['test_percent']);
    expect(codes((await search('\\')).data)).toEqual(['test_backslash']);
    expect(codes((await search('百分百')).data)).toEqual(['test_percent', 'test_plain']);
    await testApp.context.db.deleteFrom('games').where('game_code', 'like', 'test_%').execute();
  });

  it('refuses an empty or over-long search', async () => {
    for (const game_name of ['', '   '])
      expect((await testApp.call(formPost(apiPaths.lobby.searchGames, { game_name }))).body).toEqual(
        refusal(apiMessages.missingFields),
      );
    expect((await testApp.call({ method: 'POST', url: apiPaths.lobby.searchGames, payload: {} })).body).toEqual(
      refusal(apiMessages.missingFields),
    );
    expect((await testApp.call(formPost(apiPaths.lobby.searchGames, { game_name: '游'.repeat(33) }))).body).toEqual(
      refusal(apiMessages.tooLong),
    );
  });
});
