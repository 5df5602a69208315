import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteRelease } from 'shared-contracts';
import { readReleaseManifest, withRelease, withVersion, writeJsonAtomically } from './manifest-store';
import { withDeployLock } from './lock';

const release = (name: string, version: string): RemoteRelease => ({
  name,
  package: name.replace('_', '-'),
  version,
  manifest: `/remotes/x/${version}/mf-manifest.json`,
  entry: `/remotes/x/${version}/remoteEntry.js`,
  contracts: '1.0.0',
  routes: [{ path: '/home', title: '首页', hideTabBar: false, keepAlive: true, outsideFrame: false }],
});

describe('manifest store', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('replaces the release of the same remote and keeps the others in place', () => {
    const manifest = { schemaVersion: 1 as const, remotes: [release('mf_lobby', 'a'), release('mf_wallet', 'a')] };
    const next = withRelease(manifest, release('mf_lobby', 'b'));
    expect(next.remotes.map((remote) => `${remote.name}@${remote.version}`)).toEqual(['mf_lobby@b', 'mf_wallet@a']);
    expect(manifest.remotes[0]?.version).toBe('a');
    expect(withRelease(next, release('mf_agent', 'a')).remotes).toHaveLength(3);
  });

  it('records each version once, in order of first release', () => {
    expect(withVersion(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(withVersion(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });

  it('reads an empty manifest before the first release and round-trips a written one', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'deploy-'));
    expect(await readReleaseManifest(root)).toEqual({ schemaVersion: 1, remotes: [] });
    const manifest = { schemaVersion: 1 as const, remotes: [release('mf_lobby', 'a')] };
    await writeJsonAtomically(path.join(root, 'remotes.json'), manifest);
    expect(await readReleaseManifest(root)).toEqual(manifest);
  });

  it('lets one release hold the deploy lock at a time', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'deploy-'));
    let release!: () => void;
    const first = withDeployLock(root, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(withDeployLock(root, async () => 'second')).rejects.toThrow(/another release/);
    release();
    await first;
    expect(await withDeployLock(root, async () => 'third')).toBe('third');
    await expect(readFile(path.join(root, '.release.lock'))).rejects.toThrow();
  });
});
