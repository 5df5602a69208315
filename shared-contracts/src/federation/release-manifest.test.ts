import { describe, expect, it } from 'vitest';
import { releaseManifestSchema } from './release-manifest';

const release = {
  name: 'mf_lobby',
  package: 'mf-lobby',
  version: '1.0.0-abc',
  manifest: '/remotes/mf-lobby/1.0.0-abc/mf-manifest.json',
  entry: '/remotes/mf-lobby/1.0.0-abc/remoteEntry.js',
  integrity: 'sha384-BrjEUC008YfyXWkt0t0w8lodsGyeKYV7/NDp5cXnKYyFAp667ME7xAxgQLG6W5cZ',
  contracts: '1.0.0',
  routes: [{ path: '/home', title: '首页', hideTabBar: false, keepAlive: true }],
};

describe('remotes.json schema', () => {
  it('accepts a release and defaults outsideFrame to false', () => {
    const parsed = releaseManifestSchema.parse({ schemaVersion: 1, remotes: [release] });
    expect(parsed.remotes[0]?.routes[0]?.outsideFrame).toBe(false);
  });

  it('takes the API base from remotes.json: the own origin or an http(s) origin, nothing else', () => {
    const withBase = (apiBase: unknown) => releaseManifestSchema.safeParse({ schemaVersion: 1, apiBase, remotes: [] });
    expect(withBase('').success).toBe(true);
    expect(withBase('https://api.example.com').success).toBe(true);
    expect(withBase(undefined).success).toBe(true);
    expect(withBase('javascript:alert(1)').success).toBe(false);
    expect(withBase('api.example.com').success).toBe(false);
    expect(withBase(42).success).toBe(false);
  });

  it('refuses an integrity that is not sha384', () => {
    const bad = { ...release, integrity: 'sha256-abc' };
    expect(releaseManifestSchema.safeParse({ schemaVersion: 1, remotes: [bad] }).success).toBe(false);
  });

  it('refuses a container name that is not an identifier and a route path without a slash', () => {
    expect(
      releaseManifestSchema.safeParse({ schemaVersion: 1, remotes: [{ ...release, name: 'mf-lobby' }] }).success,
    ).toBe(false);
    const badRoute = { ...release, routes: [{ path: 'home', title: '首页', hideTabBar: false, keepAlive: true }] };
    expect(releaseManifestSchema.safeParse({ schemaVersion: 1, remotes: [badRoute] }).success).toBe(false);
  });

  it('refuses an unknown schema version', () => {
    expect(releaseManifestSchema.safeParse({ schemaVersion: 2, remotes: [] }).success).toBe(false);
  });
});
