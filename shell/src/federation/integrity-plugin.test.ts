import { describe, expect, it } from 'vitest';
import type { RemoteRelease } from 'shared-contracts';
import { entryKey, entryNamedByManifest, integrityFor } from './integrity-plugin';

const base = 'http://127.0.0.1:8080/home';
const release = {
  name: 'mf_lobby',
  entry: '/remotes/mf-lobby/1.0.0-a/remoteEntry.js',
  integrity: 'sha384-abc',
} as RemoteRelease;

describe('integrity of remote entries', () => {
  it('demands the recorded integrity for the entry, however its URL is spelled', () => {
    expect(integrityFor('http://127.0.0.1:8080/remotes/mf-lobby/1.0.0-a/remoteEntry.js', [release], base)).toBe(
      'sha384-abc',
    );
    expect(integrityFor('/remotes/mf-lobby/1.0.0-a/remoteEntry.js?retry=1', [release], base)).toBe('sha384-abc');
  });

  it('leaves chunks and other versions alone', () => {
    expect(integrityFor('/remotes/mf-lobby/1.0.0-a/static/js/async/a.js', [release], base)).toBeUndefined();
    expect(integrityFor('/remotes/mf-lobby/1.0.0-b/remoteEntry.js', [release], base)).toBeUndefined();
  });

  it('resolves the entry a manifest names against the manifest folder', () => {
    const manifestUrl = '/remotes/mf-lobby/1.0.0-a/mf-manifest.json';
    const named = entryNamedByManifest(manifestUrl, { path: '', name: 'remoteEntry.js' }, base);
    expect(entryKey(named, base)).toBe(entryKey(release.entry, base));
    const elsewhere = entryNamedByManifest(manifestUrl, { path: '../../evil', name: 'remoteEntry.js' }, base);
    expect(entryKey(elsewhere, base)).not.toBe(entryKey(release.entry, base));
  });
});
