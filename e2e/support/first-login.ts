/**
 * A new operator's first login in the console, as they go through it: their own password in place of
 * the initial one, then two-factor login bound with the authenticator's code and the recovery codes
 * acknowledged. Checks each step's screen on the way.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { button, toast } from './admin';
import { totpCode } from './operator';

/** Changes the initial password to `newPassword` and binds TOTP; the secret read off the page and when it was bound. */
export async function completeFirstLogin(page: Page, initialPassword: string, newPassword: string) {
  // An initial password: only 我的账号 opens, and it asks for a password of the operator's own first.
  await page.getByText('请先修改初始密码').first().waitFor();
  await page.getByLabel('当前密码', { exact: true }).fill(initialPassword);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码', { exact: true }).fill(newPassword);
  await button(page, '修改密码').click();
  await toast(page, '密码已修改');
  // Until two-factor login is bound only 我的账号 opens, and it asks for the binding.
  await page.getByText('请先绑定两步验证').first().waitFor();
  await button(page, '绑定两步验证').click();
  await page.getByAltText('两步验证绑定二维码').waitFor();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const enrolledAt = Date.now();
  // antd's one-time-code field: a box per digit, focus moving on as each is typed.
  await page.locator('.ant-otp input').first().click();
  await page.keyboard.type(totpCode(secret, enrolledAt));
  await button(page, '确认绑定').click();
  // Ten recovery codes, shown this once.
  await page.getByText('保存恢复码').first().waitFor();
  await button(page, '完成').click();
  await toast(page, '两步验证已绑定');
  return { secret, enrolledAt };
}
