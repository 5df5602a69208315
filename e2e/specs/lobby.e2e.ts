/**
 * The lobby on /home against the real API, as a visitor: the hot list and every category laid out
 * in their columns, search hits and misses, the sports notice, the notice popup, and the login gate
 * on games and shortcuts. A player launching games is in lobby-games.e2e.ts. Game codes come from
 * the API at test time, never from the seed.
 */
import { apiPaths, GAME_TYPES, messages, type Game } from 'shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { catalogue, CATEGORY_TABS, codesOf, gamesIn } from '../support/lobby-catalogue';
import { isApiCall, lobbyGrid, toast } from '../support/lobby-grid';
import { useSitePage } from '../support/site-page';

const text = messages.lobby;

describe('the lobby on /home', () => {
  const site = useSitePage();
  const { card, gridCodes, openHome, expectGrid } = lobbyGrid(site);
  let games: Game[] = [];
  beforeAll(async () => {
    games = await catalogue();
  });

  it('a visitor sees home and browses hot and every side tab: 3 columns for hot, 2 for a category, cards from the API', async () => {
    const page = site.page;
    await openHome();
    for (const part of ['home-top-bar', 'banner-carousel', 'notice-bar', 'game-search', 'recommend-strip'])
      await page.getByTestId(part).waitFor();
    for (const part of ['shortcut-withdraw', 'shortcut-benefit', 'shortcut-income', 'shortcut-invite', 'shortcut-bets'])
      await page.getByTestId(part).waitFor();
    for (const part of ['provider-badges', 'licences']) await page.getByTestId(part).waitFor({ state: 'attached' });
    expect(await page.getByTestId('home-top-bar').getByTestId('top-login').count()).toBe(1);

    // The page does not ask for the hot list: the site server hands it the answer inside the HTML.
    const hotGames = gamesIn(
      await api<unknown>(`${apiPaths.lobby.hotGames}?${new URLSearchParams({ is_hot: '1', size: '20', page: '1' })}`),
    );
    expect(codesOf(hotGames)).toEqual(expect.arrayContaining(['demo_fruit_slot', 'demo_gem_slot']));
    await expectGrid('hot', 3);
    await expect.poll(gridCodes).toEqual(codesOf(hotGames));

    for (const [tab, gameType] of Object.entries(CATEGORY_TABS)) {
      const listed = page.waitForResponse(
        (response) =>
          isApiCall(apiPaths.lobby.games)(response) &&
          new URL(response.url()).searchParams.get('game_type_id') === String(gameType),
      );
      await page.getByTestId(`side-tab-${tab}`).click();
      const firstPage = gamesIn(((await (await listed).json()) as { result: unknown }).result);
      const inCategory = new Set(codesOf(games.filter((game) => game.game_type_id === gameType)));
      expect(firstPage.length, `${tab}: the seeded catalogue has games of type ${gameType}`).toBeGreaterThan(0);
      await expectGrid(tab, 2);
      await expect.poll(gridCodes, { message: tab }).toEqual(expect.arrayContaining(codesOf(firstPage)));
      for (const code of await gridCodes()) expect(inCategory.has(code ?? ''), `${tab} shows ${code}`).toBe(true);
    }
    await page.getByTestId('side-tab-hot').click();
    await expectGrid('hot', 3);
  });

  it('tapping a game or a shortcut as a visitor opens the login dialog, not a game window', async () => {
    const page = site.page;
    await openHome();
    await card('demo_fruit_slot').click();
    await page.getByTestId('login-dialog').waitFor();
    await openHome();
    await page.getByTestId('shortcut-withdraw').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(page.context().pages()).toHaveLength(1);
  });

  it('tapping the notice bar opens the notice popup', async () => {
    await openHome();
    await site.page.getByTestId('notice-bar').click();
    await site.page.getByTestId('notice-popup').waitFor();
  });

  it('search: part of a name lists the hits under the search tab (3 columns); a miss says 未搜索到游戏', async () => {
    const page = site.page;
    const known = games.find((game) => game.game_code === 'demo_fruit_slot');
    expect(known).toBeDefined();
    const part = [...(known?.game_name ?? '')].slice(0, 2).join('');
    await openHome();
    const input = page.getByTestId('game-search').locator('input');

    const searched = page.waitForResponse(isApiCall(apiPaths.lobby.searchGames));
    await input.fill(part);
    await input.press('Enter');
    const hits = gamesIn(((await (await searched).json()) as { result: unknown }).result);
    expect(codesOf(hits)).toContain('demo_fruit_slot');
    await page.getByTestId('side-tab-search').waitFor();
    await expectGrid('search', 3);
    await card('demo_fruit_slot').waitFor();
    await expect.poll(gridCodes).toEqual(codesOf(hits));

    await input.fill(`无此游戏${Date.now()}`);
    await input.press('Enter');
    await toast(page, text.noGames).waitFor();
  });

  it('/home?game_type=6 opens on sports; its notice box expands and collapses', async () => {
    const page = site.page;
    await openHome(`?game_type=${GAME_TYPES.sports}`);
    await expectGrid('sports', 2);
    const notice = page.getByTestId('sports-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('data-expanded')).toBe('false');
    const collapsed = (await notice.boundingBox())?.height ?? 0;
    await page.getByTestId('sports-notice-toggle').click();
    await expect.poll(() => notice.getAttribute('data-expanded')).toBe('true');
    await expect.poll(async () => (await notice.boundingBox())?.height ?? 0).toBeGreaterThan(collapsed);
    await page.getByTestId('sports-notice-toggle').click();
    await expect.poll(() => notice.getAttribute('data-expanded')).toBe('false');
  });
});
