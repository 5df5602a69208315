import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminSuite, type AgentAdminSuite } from '../../../test/agent-admin';
import { TEST_DATABASES } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { playerToken, refusal } from '../../../test/requests';

const { communityLinks, customPages } = apiPaths.admin;
const { community, customPage } = apiPaths.activity;
const NOW = '2026-11-26T02:00:00.000Z';
const LINKS = [
  { title: '官方交流群', description: '玩家交流', url: 'https://t.me/example_group', kind: 'group' },
  { title: '官方频道', description: '', url: 'http://example.com/channel', kind: 'channel' },
];

describe.each(TEST_DATABASES)('community links and special pages on %s', (database) => {
  let suite: AgentAdminSuite;
  beforeAll(async () => {
    suite = await agentAdminSuite(database, NOW);
  });
  afterAll(() => suite.testApp.close());
  /** A visitor's GET (no token), the envelope's body. */
  const visitor = async (url: string) => (await suite.testApp.call({ method: 'GET', url })).body;

  it('saves community links (http(s) only, at most 20), audited, and refuses the rest changing nothing', async () => {
    expect((await suite.asOperator('GET', communityLinks)).result).toEqual({ links: [], updated_at: null });
    const saved = await suite.asOperator('PUT', communityLinks, { links: LINKS });
    expect(saved).toEqual({ code: 200, result: { links: LINKS, updated_at: NOW } });
    const link = (url: string) => ({ links: [{ title: '群', url }] });
    const cases: Array<[Record<string, unknown>, string]> = [
      [link('javascript:alert(1)'), apiMessages.communityLinkInvalid],
      [link('ftp://example.com/group'), apiMessages.communityLinkInvalid],
      [link('//t.me/group'), apiMessages.communityLinkInvalid],
      [link('https://t.me/a b'), apiMessages.communityLinkInvalid],
      [{ links: [{ title: '', url: 'https://t.me/x' }] }, apiMessages.missingFields],
      [
        { links: Array.from({ length: 21 }, (_, index) => ({ title: `群${index}`, url: 'https://t.me/x' })) },
        apiMessages.communityLinksTooMany,
      ],
      [{ links: 'https://t.me/x' }, apiMessages.badField],
    ];
    for (const [input, message] of cases)
      expect(await suite.asOperator('PUT', communityLinks, input), JSON.stringify(input).slice(0, 60)).toEqual(
        refusal(message),
      );
    expect((await suite.asOperator('GET', communityLinks)).result.links).toEqual(LINKS);
    const twenty = Array.from({ length: 20 }, (_, index) => ({
      title: `群${index}`,
      description: '',
      url: `https://t.me/g${index}`,
      kind: 'group',
    }));
    expect((await suite.asOperator('PUT', communityLinks, { links: twenty })).result.links).toHaveLength(20);
    expect(await suite.audit('site_settings')).toEqual([
      { operator_id: expect.any(Number), action: 'update', entity_id: 'community_links', before: [], after: LINKS },
      { operator_id: expect.any(Number), action: 'update', entity_id: 'community_links', before: LINKS, after: twenty },
    ]);
    await suite.asOperator('PUT', communityLinks, { links: LINKS });
  });

  it('shows anyone the links and the 5 newest bulletins', async () => {
    const { db } = suite.testApp.context;
    for (let index = 1; index <= 7; index += 1)
      await db
        .insertInto('bulletins')
        .values({ title: `公告${index}`, content: `<p>内容${index}</p>`, sort: index % 2, created_at: NOW })
        .execute();
    const body = await visitor(community);
    expect(body.code).toBe(200);
    expect(body.result.links).toEqual(LINKS);
    expect(body.result.bulletins.map((bulletin: any) => bulletin.title)).toEqual([
      '公告7',
      '公告6',
      '公告5',
      '公告4',
      '公告3',
    ]);
    expect(body.result.bulletins[0]).toEqual({ id: expect.any(Number), title: '公告7', content: '<p>内容7</p>' });
    const player = await suite.player();
    const asPlayer = await suite.testApp.call({
      method: 'GET',
      url: community,
      headers: bearer(await playerToken(suite.testApp, player.id)),
    });
    expect(asPlayer.body).toEqual(body);
  });

  it('publishes special pages: only those on, the newest without an id, audited writes', async () => {
    expect(await visitor(customPage)).toEqual(refusal(apiMessages.customPageNotFound, 404));
    const create = (title: string, status: string) =>
      suite.asOperator('POST', customPages, {
        title,
        html: `<h3>${title}</h3><img src="https://cdn.example.com/a.png">`,
        status,
      });
    const hidden = (await create('草稿', 'off')).result;
    expect(hidden).toMatchObject({
      id: expect.any(Number),
      title: '草稿',
      status: 'off',
      created_at: NOW,
      updated_at: NOW,
    });
    expect(await visitor(customPage)).toEqual(refusal(apiMessages.customPageNotFound, 404));
    expect(await visitor(`${customPage}?id=${hidden.id}`)).toEqual(refusal(apiMessages.customPageNotFound, 404));
    const older = (await create('双旦狂欢', 'on')).result;
    const newer = (await create('元宵喜乐', 'on')).result;
    const shown = await visitor(customPage);
    expect(shown).toEqual({
      code: 200,
      result: { id: newer.id, title: '元宵喜乐', html: newer.html, updated_at: '2026-11-26 10:00:00' },
    });
    expect((await visitor(`${customPage}?id=${older.id}`)).result.title).toBe('双旦狂欢');

    suite.setClock('2026-11-27T02:00:00.000Z');
    const off = await suite.asOperator('PUT', `${customPages}/${newer.id}`, {
      title: '元宵喜乐',
      html: newer.html,
      status: 'off',
    });
    expect(off.result).toMatchObject({
      id: newer.id,
      status: 'off',
      created_at: NOW,
      updated_at: '2026-11-27T02:00:00.000Z',
    });
    expect((await visitor(customPage)).result.id).toBe(older.id);
    expect(await visitor(`${customPage}?id=${newer.id}`)).toEqual(refusal(apiMessages.customPageNotFound, 404));
    const list = (await suite.asOperator('GET', customPages)).result.list;
    expect(list.map((page: any) => [page.title, page.status])).toEqual([
      ['元宵喜乐', 'off'],
      ['双旦狂欢', 'on'],
      ['草稿', 'off'],
    ]);
    const audit = await suite.audit('custom_pages');
    expect(audit.map((row) => [row.action, row.entity_id])).toEqual([
      ['create', String(hidden.id)],
      ['create', String(older.id)],
      ['create', String(newer.id)],
      ['update', String(newer.id)],
    ]);
    expect(audit[3]).toMatchObject({ before: { status: 'on' }, after: { status: 'off' } });
  });

  it('refuses a bad page or an unknown one in Chinese, changing nothing', async () => {
    const before = await suite.asOperator('GET', customPages);
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', customPages, { title: '', html: '<p>x</p>', status: 'on' }, apiMessages.missingFields],
      ['POST', customPages, { title: '长'.repeat(61), html: '<p>x</p>', status: 'on' }, apiMessages.tooLong],
      ['POST', customPages, { title: '页', html: 'x'.repeat(50_001), status: 'on' }, apiMessages.tooLong],
      ['POST', customPages, { title: '页', html: '', status: 'on' }, apiMessages.missingFields],
      ['POST', customPages, { title: '页', html: '<p>x</p>', status: 'draft' }, apiMessages.badField],
      ['PUT', `${customPages}/999999`, { title: '页', html: '<p>x</p>', status: 'on' }, apiMessages.customPageNotFound],
    ];
    for (const [method, url, input, message] of cases) {
      const body = await suite.asOperator(method as 'POST' | 'PUT', url, input);
      expect(body.message, `${method} ${url}`).toBe(message);
      expect(body.code).not.toBe(200);
    }
    expect(await suite.asOperator('GET', customPages)).toEqual(before);
    expect(await visitor(`${customPage}?id=0`)).toEqual(refusal(apiMessages.customPageNotFound));
    expect(await visitor(`${customPage}?id=abc`)).toEqual(refusal(apiMessages.customPageNotFound));
  });

  it('takes a page of 50,000 characters of Chinese HTML', async () => {
    const html = `<p>${'庆'.repeat(50_000 - 7)}</p>`;
    const saved = await suite.asOperator('POST', customPages, { title: '长页面', html, status: 'off' });
    expect(saved.result).toMatchObject({ html });
  });
});
