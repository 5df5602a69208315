/**
 * The lobby on /home against the real API and the demo provider: a visitor browses the hot list
 * and every category, search hits and misses, the sports notice, the login gate on games, and a
 * logged-in player launching games through /redirect: a demo game played for one spin whose net
 * the refreshed balance shows, a game in maintenance, and a provider the operator has not opened.
 * Game codes come from the API at test time, never from the seed.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  apiMessages,
  apiPaths,
  formatUsdt,
  GAME_STATUS,
  GAME_TYPES,
  messages,
  microUsdt,
  parseUsdt,
  PLATFORM_IDS,
  type Game,
} from 'shared-contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoPlayerToken, registeredPlayer } from '../support/api-client';
import { catalogue, CATEGORY_TABS, codesOf, gamesIn, tabOf, type CategoryTab } from '../support/lobby-catalogue';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');
const text = messages.lobby;

const balanceOf = async (token: string) =>
  (await api<{ balance: string }>(apiPaths.userInfo, undefined, token)).balance;
const micro = (amount: string) => parseUsdt(amount) ?? Number.NaN;
/** The shell's balance: 4 decimals, cut. */
const cut4 = (amount: number) => formatUsdt(microUsdt(amount)).slice(0, -2);

const loggedInAs = (context: BrowserContext, token: string) =>
  context.addInitScript((value) => localStorage.setItem('robot_token', value), token);

describe('the lobby on /home', () => {
  const site = useSitePage();
  let games: Game[] = [];
  beforeAll(async () => {
    games = await catalogue();
  });

  const grid = () => site.page.getByTestId('game-grid');
  const card = (code: string) => grid().locator(`[data-testid="game-card"][data-game-code="${code}"]`);
  const gridCodes = () =>
    grid()
      .locator('[data-testid="game-card"]')
      .evaluateAll((cards) => cards.map((node) => node.getAttribute('data-game-code')));
  const toast = (page: Page, message: string) => page.locator('.adm-toast-main').getByText(message, { exact: true });
  const isApiCall = (path: string) => (response: { url(): string }) => new URL(response.url()).pathname === path;
  const openHome = async (query = '') => {
    await site.page.goto(`${siteUrl}/home${query}`);
    await site.remotePage('mf-lobby').waitFor();
  };

  /** Waits for the grid to show `tab` with its column count, laid out in that many columns. */
  async function expectGrid(tab: string, columns: 2 | 3): Promise<void> {
    await site.page.locator(`[data-testid="game-grid"][data-tab="${tab}"]`).waitFor();
    expect(await grid().getAttribute('data-columns')).toBe(String(columns));
    await grid().locator('[data-testid="game-card"]').first().waitFor();
    const firstRow = await grid()
      .locator('[data-testid="game-card"]')
      .evaluateAll((cards) => {
        const tops = cards.map((node) => Math.round(node.getBoundingClientRect().top));
        return { total: cards.length, inRow: tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) <= 2).length };
      });
    expect(firstRow.inRow).toBe(Math.min(columns, firstRow.total));
  }

  /** An available-or-not game that a side tab lists early (so it is on the first page the grid loads). */
  function earlyGameWhere(test: (game: Game) => boolean): Game & { tab: CategoryTab } {
    const ranked = games
      .filter((game) => tabOf(game) && test(game))
      .map((game) => ({ game, rank: games.filter((other) => other.game_type_id === game.game_type_id).indexOf(game) }))
      .sort((a, b) => a.rank - b.rank);
    const found = ranked[0]?.game;
    if (!found) throw new Error('the catalogue has no such game on a side tab');
    return { ...found, tab: tabOf(found) as CategoryTab };
  }

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

  it('a player launches a demo game in a new window through /redirect; after a spin the refreshed balance moved by its net', async () => {
    const page = site.page;
    const context = page.context();
    const token = await demoPlayerToken();
    const before = await balanceOf(token);
    await loggedInAs(context, token);
    const navigations: string[] = [];
    context.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await openHome();
    const balance = page.getByTestId('balance');
    await expect.poll(() => balance.getAttribute('data-balance')).toBe(cut4(micro(before)));

    const opened = context.waitForEvent('page');
    await card('demo_fruit_slot').click();
    const game = await opened;
    await game.waitForURL((url) => url.pathname === '/play' && url.searchParams.get('game') === 'demo_fruit_slot', {
      timeout: 30_000,
    });
    const redirect = navigations
      .map((url) => new URL(url))
      .find((url) => url.origin === siteUrl && url.pathname === '/redirect');
    expect(redirect?.searchParams.get('game_code')).toBe('demo_fruit_slot');
    expect(redirect?.searchParams.get('plat_type_id')).toBe(String(PLATFORM_IDS.demo));

    const spin = game.locator('#spin');
    await expect.poll(() => spin.isEnabled(), { timeout: 10_000 }).toBe(true);
    const stake = (await game.locator('[data-stake]').first().getAttribute('data-stake')) ?? '';
    const answered = game.waitForResponse((response) => response.url().endsWith('/spin'));
    await spin.click();
    const body = (await (await answered).json()) as {
      code: number;
      result: { round_id: string; win: string; balance: string };
    };
    expect(body.code).toBe(200);
    expect(body.result.round_id).toBeTruthy();
    await expect.poll(() => spin.isEnabled(), { timeout: 10_000 }).toBe(true);
    const expected = micro(before) - micro(stake) + micro(body.result.win);
    expect(micro(body.result.balance)).toBe(expected);

    await page.bringToFront();
    const reloaded = page.waitForResponse(isApiCall(apiPaths.userInfo));
    const refreshed = page.waitForResponse(isApiCall(apiPaths.balanceRefresh));
    await page.getByTestId('balance-refresh').click();
    await refreshed;
    await reloaded;
    await expect.poll(() => balance.getAttribute('data-balance')).toBe(cut4(expected));
  });

  it('a game in maintenance is refused with 正在维护，请选择其他游戏; the category list marks it with a badge', async () => {
    const page = site.page;
    const game = earlyGameWhere((candidate) => candidate.status === GAME_STATUS.maintenance);
    await loggedInAs(page.context(), (await registeredPlayer()).token);
    await openHome();
    await page.getByTestId('balance').waitFor();
    await page.getByTestId(`side-tab-${game.tab}`).click();
    await expectGrid(game.tab, 2);
    const tile = card(game.game_code);
    expect(await tile.getAttribute('data-status')).toBe(String(GAME_STATUS.maintenance));
    await tile.click();
    await toast(page, `${text.status[GAME_STATUS.maintenance]}${text.chooseOther}`).waitFor();
    expect(page.context().pages()).toHaveLength(1);

    // Spec §5 "in the category view": /cateList of the game's provider and category.
    await page.goto(`${siteUrl}/cateList?plat_id=${game.plat_type_id}&plat_type=${game.game_type_id}`);
    const listed = page
      .getByTestId('cate-list')
      .locator(`[data-testid="game-card"][data-game-code="${game.game_code}"]`);
    await listed.getByTestId('game-badge').filter({ hasText: text.status[GAME_STATUS.maintenance] }).waitFor();
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

  it('a provider the operator has not opened: the /redirect window says 该游戏平台暂未开通', async () => {
    const page = site.page;
    const game = earlyGameWhere(
      (candidate) =>
        candidate.plat_type_id >= 3 &&
        candidate.plat_type_id <= 15 &&
        candidate.open_type === 2 &&
        candidate.status === GAME_STATUS.available,
    );
    await loggedInAs(page.context(), (await registeredPlayer()).token);
    await openHome();
    await page.getByTestId('balance').waitFor();
    await page.getByTestId(`side-tab-${game.tab}`).click();
    await expectGrid(game.tab, 2);
    const opened = page.context().waitForEvent('page');
    await card(game.game_code).click();
    const redirect = await opened;
    await redirect.waitForURL((url) => url.pathname === '/redirect');
    const url = new URL(redirect.url());
    expect([url.searchParams.get('game_code'), url.searchParams.get('plat_type_id')]).toEqual([
      game.game_code,
      String(game.plat_type_id),
    ]);
    const refusal: Locator = toast(redirect, apiMessages.platformNotOpen).or(
      redirect.getByTestId('redirect-error').filter({ hasText: apiMessages.platformNotOpen }),
    );
    await refusal.first().waitFor();
    expect(new URL(redirect.url()).pathname).toBe('/redirect');
  });
});
