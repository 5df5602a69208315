/**
 * The money core end to end: a player launches a demo game through the platform, the demo
 * provider (its own process) plays it through the signed seamless-wallet API, and the platform's
 * balance follows every spin.
 */
import { apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { api, demoPlayerToken } from '../support/api-client';
import { useSitePage } from '../support/site-page';

const balanceOf = async (token: string) =>
  (await api<{ balance: string }>(apiPaths.userInfo, undefined, token)).balance;
/** The game page shows 2 decimals, cut. */
const asShown = (balance: string) => balance.replace(/^(\d+)\.(\d{2})\d*$/, '$1.$2');

describe('a demo game played through the seamless wallet', () => {
  const site = useSitePage();

  it('launches with a one-time token, moves the platform balance on every spin, and refuses the link again', async () => {
    const token = await demoPlayerToken();
    const before = await balanceOf(token);
    const { url } = await api<{ url: string }>(`${apiPaths.lobby.begin}?game_code=demo_fruit_slot`, undefined, token);
    expect(url).toMatch(/\/play\?token=[\w-]{40,}&game=demo_fruit_slot$/);

    const page = site.page;
    await page.goto(url);
    const balance = page.locator('#balance');
    await expect.poll(() => balance.textContent()).toBe(asShown(before));

    for (let spin = 0; spin < 3; spin += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/spin'));
      await page.locator('#spin').click();
      const body = (await (await answered).json()) as { code: number; result: { balance: string; win: string } };
      expect(body.code).toBe(200);
      await expect.poll(() => page.locator('#spin').isEnabled(), { timeout: 10_000 }).toBe(true);
      // What the provider shows is what the platform's ledger holds.
      const platform = await balanceOf(token);
      expect(body.result.balance).toBe(platform);
      expect(await balance.textContent()).toBe(asShown(platform));
    }

    await page.goto(url);
    await page.getByText('游戏链接无效或已使用，请重新进入游戏').waitFor();
  });
});
