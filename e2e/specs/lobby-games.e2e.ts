/**
 * The lobby on /home against the real API and the demo provider, as a logged-in player launching
 * games through /redirect: a demo game played for one spin whose net the refreshed balance shows,
 * a game in maintenance, and a provider the operator has not opened. The visitor's lobby is in
 * lobby.e2e.ts. Game codes come from the API at test time, never from the seed.
 */
import type { BrowserContext, Locator } from 'playwright-core';
import {
  apiMessages,
  apiPaths,
  formatUsdt,
  GAME_STATUS,
  messages,
  microUsdt,
  parseUsdt,
  PLATFORM_IDS,
  type Game,
} from 'shared-contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoPlayerToken, registeredPlayer } from '../support/api-client';
import { catalogue, tabOf, type CategoryTab } from '../support/lobby-catalogue';
import { isApiCall, lobbyGrid, toast } from '../support/lobby-grid';
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

describe('games launched from the lobby on /home', () => {
  const site = useSitePage();
  const { card, openHome, expectGrid } = lobbyGrid(site);
  let games: Game[] = [];
  beforeAll(async () => {
    games = await catalogue();
  });

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
