/**
 * The lobby's game grid on /home as the lobby specs read it: the cards it shows, the tab and the
 * column count it is laid out in, toasts, and which answer came from which API path.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { useSitePage } from './site-page';

export const toast = (page: Page, message: string) =>
  page.locator('.adm-toast-main').getByText(message, { exact: true });
export const isApiCall = (path: string) => (response: { url(): string }) => new URL(response.url()).pathname === path;

/** The grid of the spec's current page (`site` from useSitePage). */
export function lobbyGrid(site: ReturnType<typeof useSitePage>) {
  const siteUrl = inject('siteUrl');
  const grid = () => site.page.getByTestId('game-grid');
  const card = (code: string) => grid().locator(`[data-testid="game-card"][data-game-code="${code}"]`);
  const gridCodes = () =>
    grid()
      .locator('[data-testid="game-card"]')
      .evaluateAll((cards) => cards.map((node) => node.getAttribute('data-game-code')));
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

  return { grid, card, gridCodes, openHome, expectGrid };
}
