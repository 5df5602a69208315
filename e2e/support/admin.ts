/**
 * The operator console as an operator's desktop browser shows it (1280×800), and the few things a
 * console spec needs around it: antd's buttons by their Chinese text, the login form, a picture to upload.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

export const adminUrl = () => `${inject('siteUrl')}/admin/`;

/** A fresh desktop context (own sessionStorage, so its own operator session) on the console's login page. */
export async function openAdmin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(adminUrl());
  return { context, page };
}

/**
 * A button by its text. antd writes a space between two Chinese characters of a button ("登 录"),
 * and an icon before the text adds its own name ("safety 绑定两步验证"), so the text is matched
 * with optional spaces between characters, at the end of the name, as a word of its own.
 */
export function button(scope: Page | Locator, text: string): Locator {
  const spaced = [...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
  return scope.getByRole('button', { name: new RegExp(`(^|\\s)${spaced}\\s*$`) });
}

/** Username and password on the login card; then the code when the API asks for one (`code` given). */
export async function logIn(page: Page, username: string, password: string, code?: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await button(page, '登录').click();
  if (code === undefined) return;
  await page.getByLabel('两步验证码').fill(code);
  await button(page, '登录').click();
}

/** The console's success or error toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();

/** The open antd popconfirm's or modal.confirm's button (they render outside the row that opened them). */
export const popupButton = (page: Page, text: string) =>
  button(page.locator('.ant-popover:visible, .ant-modal-confirm:visible').last(), text);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 4×2 PNG of a random colour: new bytes, so a new stored file, on every call. */
export function randomColourPng(): Buffer {
  const [width, height] = [4, 2];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const colour = randomBytes(3);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => colour)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
