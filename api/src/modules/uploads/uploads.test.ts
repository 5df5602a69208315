/**
 * Uploads stored as files: the 运营 upload, atomically, one file per content; the public file
 * route's names and headers; refusals by type, size and role; banners with an uploaded picture.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import {
  apiMessages,
  apiPaths,
  adminContentMessages,
  adminMessages,
  UPLOAD_MAX_BYTES,
  type OperatorRole,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { IMAGE_SAMPLES, imageDataUrl } from '../../test/images';
import { bearer } from '../../test/players';
import { operatorToken, playerToken, refusal } from '../../test/requests';
import { registerPlayerDirectly } from '../auth/service';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(TEST_DATABASES)('uploads on %s', (database) => {
  let testApp: TestApp;
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    for (const role of ['super_admin', 'finance', 'operations', 'support'] as const)
      tokens[role] = await operatorToken(testApp, undefined, role);
  });
  afterAll(() => testApp?.close());

  const upload = (data_url: string, role: OperatorRole = 'operations') =>
    testApp.call({ method: 'POST', url: apiPaths.admin.uploads, payload: { data_url }, headers: bearer(tokens[role]) });
  const fetchFile = (name: string) => testApp.app.inject({ method: 'GET', url: `${apiPaths.files}/${name}` });
  const storedNames = async () => (await readdir(testApp.context.config.uploadsDir)).sort();

  it('stores a picture as <sha256>.<ext>, serves it with immutable caching and no sniffing, and audits it', async () => {
    const { body } = await upload(imageDataUrl('image/png', IMAGE_SAMPLES.png));
    const name = `${sha256(IMAGE_SAMPLES.png)}.png`;
    expect(body).toEqual({
      code: 200,
      result: { url: `${apiPaths.files}/${name}`, bytes: IMAGE_SAMPLES.png.length, type: 'image/png' },
    });
    expect(await storedNames()).toEqual([name]);

    const served = await fetchFile(name);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(IMAGE_SAMPLES.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(IMAGE_SAMPLES.png.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });

    const audit = await testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'uploads')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', entity_id: sha256(IMAGE_SAMPLES.png), before_json: 'null' });
    // The entry says what was stored, never the bytes.
    expect(JSON.parse(audit.after_json as string)).toEqual(body.result);
  });

  it('stores the same picture once: same name, same file, each upload audited', async () => {
    const first = (await upload(imageDataUrl('image/gif', IMAGE_SAMPLES.gif))).body.result;
    const second = (await upload(imageDataUrl('image/gif', IMAGE_SAMPLES.gif), 'super_admin')).body.result;
    expect(second).toEqual(first);
    const gifs = (await storedNames()).filter((name) => name.endsWith('.gif'));
    expect(gifs).toEqual([`${sha256(IMAGE_SAMPLES.gif)}.gif`]);
    const audits = await testApp.context.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'uploads')
      .where('entity_id', '=', sha256(IMAGE_SAMPLES.gif))
      .execute();
    expect(audits).toHaveLength(2);
    // JPEG and WebP: the extension of their type.
    expect((await upload(imageDataUrl('image/jpeg', IMAGE_SAMPLES.jpeg))).body.result.url).toMatch(/\.jpg$/);
    const webp = (await upload(imageDataUrl('image/webp', IMAGE_SAMPLES.webp))).body.result;
    expect(webp).toMatchObject({ type: 'image/webp', url: expect.stringMatching(/\.webp$/) });
    expect((await fetchFile(webp.url.split('/').pop())).headers['content-type']).toBe('image/webp');
    // No temporary file is left behind.
    expect((await storedNames()).every((name) => /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/.test(name))).toBe(true);
  });

  it('refuses other types, mismatched bytes and pictures over 2 MB, storing nothing', async () => {
    const before = await storedNames();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await upload(imageDataUrl('image/svg+xml', svg))).body).toEqual(refusal(adminContentMessages.uploadType));
    expect((await upload(imageDataUrl('image/png', IMAGE_SAMPLES.jpeg))).body).toEqual(
      refusal(adminContentMessages.uploadMismatch),
    );
    expect((await upload('data:image/png;base64,@@@@')).body).toEqual(refusal(adminContentMessages.uploadUnreadable));
    const tooLarge = Buffer.concat([IMAGE_SAMPLES.png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - IMAGE_SAMPLES.png.length)]);
    expect((await upload(imageDataUrl('image/png', tooLarge))).body).toEqual(
      refusal(adminContentMessages.uploadTooLarge),
    );
    // Far beyond: the route's body limit answers before anything is read.
    const huge = await upload(`data:image/png;base64,${'A'.repeat(4 * 1024 * 1024)}`);
    expect(huge).toEqual({ status: 413, body: { code: 413, message: apiMessages.bodyTooLarge } });
    expect((await upload('')).body.code).toBe(400);
    expect(await storedNames()).toEqual(before);
  });

  it('lets only 超级管理员 and 运营 upload; players get 403 and visitors 401', async () => {
    const picture = imageDataUrl('image/png', IMAGE_SAMPLES.png);
    for (const role of ['finance', 'support'] as const)
      expect(await upload(picture, role)).toEqual({
        status: 403,
        body: { code: 403, message: adminMessages.roleForbidden },
      });
    const player = await registerPlayerDirectly(testApp.context, `pic${Date.now() % 1e8}`, 'secret123', null);
    const asPlayer = await testApp.call({
      method: 'POST',
      url: apiPaths.admin.uploads,
      payload: { data_url: picture },
      headers: bearer(await playerToken(testApp, player.id)),
    });
    expect(asPlayer.status).toBe(403);
    expect(
      (await testApp.call({ method: 'POST', url: apiPaths.admin.uploads, payload: { data_url: picture } })).status,
    ).toBe(401);
  });

  it('serves only names of the stored shape: anything else is 404', async () => {
    const name = `${sha256(IMAGE_SAMPLES.png)}.png`;
    for (const other of [
      `${sha256(IMAGE_SAMPLES.png)}.gif`,
      `${sha256(IMAGE_SAMPLES.png).toUpperCase()}.png`,
      `${'0'.repeat(64)}.png`,
      `${name}.tmp`,
      `.${name}`,
      'abc.png',
      '..%2f..%2fpackage.json',
      '%2e%2e',
      `${sha256(IMAGE_SAMPLES.png)}.svg`,
    ]) {
      const response = await fetchFile(other);
      expect(response.statusCode, other).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: apiMessages.notFound });
    }
    expect((await fetchFile(name)).statusCode).toBe(200);
  });

  it('takes an uploaded picture as a banner, which players then see; old data URLs stay accepted', async () => {
    const { url } = (await upload(imageDataUrl('image/png', IMAGE_SAMPLES.png))).body.result;
    const asOperator = { headers: bearer(tokens.operations) };
    const created = await testApp.call({
      method: 'POST',
      url: apiPaths.admin.banners,
      payload: { cover_images: url, activity_type: 10, sort: 99 },
      ...asOperator,
    });
    expect(created.body.result).toMatchObject({ cover_images: url, activity_type: 10 });
    const inline = imageDataUrl('image/png', IMAGE_SAMPLES.png);
    const old = await testApp.call({
      method: 'POST',
      url: apiPaths.admin.banners,
      payload: { cover_images: inline, activity_type: 1 },
      ...asOperator,
    });
    expect(old.body.code).toBe(200);
    const banners = (await testApp.call({ method: 'GET', url: apiPaths.banner })).body.result;
    const shown = JSON.stringify(banners);
    expect(shown).toContain(url);
    expect(shown).toContain(inline);
  });
});
