/**
 * Failure containment and single-remote releases, proven in the browser: a missing remote,
 * `pnpm release` and `pnpm rollback` without a shell rebuild, an altered entry, an
 * incompatible contract.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { listFiles } from 'tooling/release/hashing';
import path from 'node:path';
import { hashDirectory } from 'tooling/release/hashing';
import { describe, expect, inject, it } from 'vitest';
import { useSitePage } from '../support/site-page';
import { liveRelease, replaceDeployedFile, runWorkspaceScript, versionFolder } from '../support/deployment';

const siteUrl = inject('siteUrl');
const deployDir = inject('deployDir');

describe('release safety', () => {
  const site = useSitePage();
  const { remotePage, fallback, tab } = site;

  it('contains a remote whose files are gone, keeps the others working, and recovers on retry', async () => {
    const agent = await liveRelease(deployDir, 'mf-agent');
    const folder = versionFolder(deployDir, agent);
    await rename(folder, `${folder}.away`);
    try {
      await site.page.goto(`${siteUrl}/Agent`);
      await fallback('mf_agent').waitFor({ timeout: 30_000 });
      expect(await fallback('mf_agent').innerText()).toContain('模块加载失败，请检查网络后重试');

      await tab('首页').click();
      await remotePage('mf-lobby').waitFor();
      await tab('我的').click();
      await remotePage('mf-account').waitFor();
    } finally {
      await rename(`${folder}.away`, folder);
    }
    await tab('代理').click();
    await fallback('mf_agent').waitFor();
    await fallback('mf_agent').getByRole('button', { name: '重试' }).click();
    await remotePage('mf-agent').waitFor();
    expect(await fallback('mf_agent').count()).toBe(0);
  });

  it('picks up `pnpm release` of a changed remote on reload, then `pnpm rollback` restores the old version, with no shell rebuild', async () => {
    const shellHashBefore = await hashDirectory(path.join(deployDir, 'shell'));
    const original = await liveRelease(deployDir, 'mf-account');

    // /about shows the build label a release stamped into mf-account's own code.
    await site.page.goto(`${siteUrl}/about`);
    await remotePage('mf-account').waitFor();
    await site.page.getByTestId('about-versions').waitFor();
    expect(await site.page.getByTestId('release-label').count()).toBe(0);

    const releaseOutput = await runWorkspaceScript(deployDir, ['release', 'mf-account'], { RELEASE_LABEL: 'e2e-v2' });
    const released = await liveRelease(deployDir, 'mf-account');
    expect(released.version).not.toBe(original.version);
    expect(releaseOutput).toContain(`released mf-account: ${original.version} -> ${released.version}`);

    await site.page.reload();
    await remotePage('mf-account').waitFor();
    expect(await site.page.getByTestId('release-label').innerText()).toContain('e2e-v2');

    const rollbackOutput = await runWorkspaceScript(deployDir, ['rollback', 'mf-account']);
    expect(rollbackOutput).toContain(`rolled back mf-account: ${released.version} -> ${original.version}`);
    expect((await liveRelease(deployDir, 'mf-account')).version).toBe(original.version);

    await site.page.reload();
    await remotePage('mf-account').waitFor();
    await site.page.getByTestId('about-versions').waitFor();
    expect(await site.page.getByTestId('release-label').count()).toBe(0);

    expect(await hashDirectory(path.join(deployDir, 'shell'))).toBe(shellHashBefore);
  });

  it('refuses a remote entry whose bytes were altered after release', async () => {
    const wallet = await liveRelease(deployDir, 'mf-wallet');
    const entryFile = path.join(versionFolder(deployDir, wallet), path.basename(wallet.entry));
    const restore = await replaceDeployedFile(
      entryFile,
      Buffer.concat([await readFile(entryFile), Buffer.from('\n;window.__tamperedEntryRan = true;\n')]),
    );
    try {
      await site.page.goto(`${siteUrl}/recharge`);
      await fallback('mf_wallet').waitFor({ timeout: 30_000 });
      expect(
        await site.page.evaluate(() => (window as { __tamperedEntryRan?: boolean }).__tamperedEntryRan),
      ).toBeUndefined();
      await site.page.locator('.adm-nav-bar-back').click();
      await remotePage('mf-lobby').waitFor();
    } finally {
      await restore();
    }
  });

  it('shows the fallback in its own area when a remote page throws, and the other tabs keep working', async () => {
    const agent = await liveRelease(deployDir, 'mf-agent');
    const folder = versionFolder(deployDir, agent);
    const chunks = (await listFiles(folder)).filter((file) => file.endsWith('.js'));
    // The chunk of remote-kit's page wrapper (RemotePage: the remote-page marker with a data-page), which every page of the remote renders in.
    const pageChunks = [];
    for (const file of chunks) {
      const text = await readFile(path.join(folder, file), 'utf8');
      if (text.includes('remote-page') && text.includes('"data-page"')) pageChunks.push(file);
    }
    expect(pageChunks).toHaveLength(1);
    const pageChunk = path.join(folder, pageChunks[0] as string);
    const restore = await replaceDeployedFile(pageChunk, 'throw new Error("agent page crashed");\n');
    try {
      await site.page.goto(`${siteUrl}/lowerList`);
      await fallback('mf_agent').waitFor({ timeout: 30_000 });
      expect(await fallback('mf_agent').innerText()).toContain('页面出错了，请重试');
      await site.page.goto(`${siteUrl}/user`);
      await remotePage('mf-account').waitFor();
    } finally {
      await restore();
    }
  });

  it('refuses a remote built against another major version of shared-contracts', async () => {
    const manifestFile = path.join(deployDir, 'remotes.json');
    const genuine = await readFile(manifestFile, 'utf8');
    const manifest = JSON.parse(genuine) as { remotes: Array<{ name: string; contracts: string }> };
    for (const remote of manifest.remotes) if (remote.name === 'mf_activity') remote.contracts = '2.0.0';
    await writeFile(manifestFile, JSON.stringify(manifest));
    try {
      await site.page.goto(`${siteUrl}/activity`);
      await fallback('mf_activity').waitFor();
      expect(await fallback('mf_activity').innerText()).toContain('模块版本不兼容');
      expect(await site.page.evaluate(() => 'mf_activity' in window)).toBe(false);
      await tab('首页').click();
      await remotePage('mf-lobby').waitFor();
    } finally {
      await writeFile(manifestFile, genuine);
    }
  });
});
