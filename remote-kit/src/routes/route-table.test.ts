import { describe, expect, it, vi } from 'vitest';
import { CONTRACTS_VERSION, type HostApi, type RouteMeta } from 'shared-contracts';
import { getHost } from '../host-slot';
import { remoteName } from '../page/remote-name';
import { createRouteTable, routeOf } from './route-table';

const meta = (path: string, title = path): RouteMeta => ({
  path,
  title,
  hideTabBar: false,
  keepAlive: false,
  outsideFrame: false,
});
const page = () => ({ Component: () => null, preload: vi.fn(async () => ({})) });

describe('createRouteTable', () => {
  it('joins routes.json with the pages, in the order of routes.json, and hands over the host', () => {
    const user = page();
    const about = page();
    const host = { toast: vi.fn() } as unknown as HostApi;
    const create = createRouteTable(
      [meta('/about', '关于我们'), meta('/user', '我的')],
      { '/user': user, '/about': about },
      { remote: 'mf-account' },
    );
    const table = create(host);
    expect(table.contractsVersion).toBe(CONTRACTS_VERSION);
    expect(table.routes.map((route) => route.path)).toEqual(['/about', '/user']);
    expect(table.routes[0]).toMatchObject({ title: '关于我们', Component: about.Component, preload: about.preload });
    expect(table.routes[1]).toMatchObject({ title: '我的', hideTabBar: false, Component: user.Component });
    expect(getHost()).toBe(host);
    expect(remoteName()).toBe('mf-account');
  });

  it('shows the placeholder for a route of routes.json without a page, with nothing to preload', () => {
    const route = routeOf(meta('/later', '稍后'), undefined);
    expect(route).toMatchObject({ path: '/later', title: '稍后' });
    expect(route.preload).toBeUndefined();
    expect(typeof route.Component).toBe('function');
  });
});
