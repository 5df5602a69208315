import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from './release/paths';
import { REMOTE_PACKAGES, REMOTES, remoteNamed, SHELL_DEV_PORT, type RemotePackage } from './remotes';

// Typecheck fails here when the RemotePackage union of remotes.d.ts gains or loses a name; the test below
// fails when the table in remotes.js does not hold exactly these names.
const TYPED_NAMES: Record<RemotePackage, true> = {
  'mf-lobby': true,
  'mf-wallet': true,
  'mf-account': true,
  'mf-agent': true,
  'mf-activity': true,
};

describe('the table of the remotes', () => {
  it('holds exactly the mf-* packages of the workspace, and its type names the same ones', () => {
    const folders = readdirSync(WORKSPACE_ROOT).filter(
      (name) => name.startsWith('mf-') && existsSync(path.join(WORKSPACE_ROOT, name, 'package.json')),
    );
    expect([...REMOTE_PACKAGES].sort()).toEqual(folders.sort());
    expect([...REMOTE_PACKAGES].sort()).toEqual(Object.keys(TYPED_NAMES).sort());
    for (const pkg of REMOTE_PACKAGES)
      expect(JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, pkg, 'package.json'), 'utf8')).name).toBe(pkg);
  });

  it('gives every remote its own dev port, none of them the shell’s, and a title', () => {
    const ports = REMOTES.map((remote) => remote.devPort);
    expect(new Set([...ports, SHELL_DEV_PORT]).size).toBe(ports.length + 1);
    for (const remote of REMOTES) expect(remote.title.length).toBeGreaterThan(0);
  });

  it('finds a row by package name and refuses a name that is not a remote', () => {
    expect(remoteNamed('mf-wallet')).toMatchObject({ packageName: 'mf-wallet', devPort: 3002, title: '钱包' });
    expect(() => remoteNamed('mf-sports' as RemotePackage)).toThrow(/mf-sports is not a remote/);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(REMOTES) && REMOTES.every((remote) => Object.isFrozen(remote))).toBe(true);
  });
});
