import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseRemote } from './release-remote';
import { rollbackRemote } from './rollback-remote';

/** A built remote as release reads it: package.json, dist/ with its mf-manifest.json, src/federated/routes.json. */
async function fakeRemotePackage(dir: string, entryText: string): Promise<void> {
  await mkdir(path.join(dir, 'dist'), { recursive: true });
  await mkdir(path.join(dir, 'src/federated'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-wallet', version: '1.0.0' }));
  await writeFile(path.join(dir, 'dist/remoteEntry.js'), entryText);
  await writeFile(
    path.join(dir, 'dist/mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  const routes = [{ path: '/recharge', title: '充值', hideTabBar: true, keepAlive: false }];
  await writeFile(path.join(dir, 'src/federated/routes.json'), JSON.stringify(routes));
}

describe('release and rollback read the release JSON with one set of schemas', () => {
  let root = '';
  let packageDir = '';
  const release = () => releaseRemote(root, 'mf-wallet', { build: false, packageDir });
  const remotesJson = () => readFile(path.join(root, 'remotes.json'), 'utf8');

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'deploy-'));
    packageDir = await mkdtemp(path.join(os.tmpdir(), 'mf-wallet-'));
    await fakeRemotePackage(packageDir, 'console.log("v1")');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(packageDir, { recursive: true, force: true });
  });

  it('releases, and a second release of the same build reuses the version', async () => {
    const first = await release();
    expect(first).toMatchObject({ previous: undefined, newVersion: true });
    expect(JSON.parse(await remotesJson()).remotes[0]).toMatchObject({
      name: 'mf_wallet',
      package: 'mf-wallet',
      version: first.version,
    });
    expect(await release()).toMatchObject({ previous: first.version, version: first.version, newVersion: false });
  });

  it('refuses a damaged release.json in a version folder, naming the file and the field, and changes nothing', async () => {
    const { version } = await release();
    const recordFile = path.join(root, 'remotes/mf-wallet', version, 'release.json');
    const record = JSON.parse(await readFile(recordFile, 'utf8'));
    await writeFile(recordFile, JSON.stringify({ ...record, integrity: 'md5-abc', routes: [] }));
    const before = await remotesJson();

    const refusal = /mf-wallet\/1\.0\.0-\w+\/release\.json is malformed, refused:[\s\S]*integrity[\s\S]*routes/;
    await expect(release()).rejects.toThrow(refusal);
    expect(await remotesJson()).toBe(before);

    // Rollback reads the same record with the same schema and refuses it the same way.
    await fakeRemotePackage(packageDir, 'console.log("v2")');
    await release();
    await expect(rollbackRemote(root, 'mf-wallet')).rejects.toThrow(refusal);
  });

  it('refuses a release.json that describes another version', async () => {
    const { version } = await release();
    const recordFile = path.join(root, 'remotes/mf-wallet', version, 'release.json');
    await writeFile(
      recordFile,
      JSON.stringify({ ...JSON.parse(await readFile(recordFile, 'utf8')), version: '0.9.0-other' }),
    );
    await expect(release()).rejects.toThrow(/describes mf-wallet 0\.9\.0-other, not mf-wallet 1\.0\.0-/);
  });

  it('refuses a malformed remotes.json or history.json in release and rollback alike', async () => {
    await release();
    await writeFile(path.join(root, 'remotes.json'), JSON.stringify({ schemaVersion: 2, remotes: [] }));
    await expect(release()).rejects.toThrow(/remotes\.json is malformed, refused:[\s\S]*schemaVersion/);
    await expect(rollbackRemote(root, 'mf-wallet')).rejects.toThrow(/remotes\.json is malformed, refused/);

    await writeFile(path.join(root, 'remotes.json'), '{ "schemaVersion": 1, ');
    await expect(release()).rejects.toThrow(/remotes\.json is not JSON, refused/);

    await rm(path.join(root, 'remotes.json'));
    await writeFile(path.join(root, 'remotes/mf-wallet/history.json'), JSON.stringify({ versions: [] }));
    await expect(release()).rejects.toThrow(/history\.json is malformed, refused/);
    await expect(rollbackRemote(root, 'mf-wallet')).rejects.toThrow(/history\.json is malformed, refused/);
  });
});
