import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages, routeMetaListSchema } from 'shared-contracts';
import { REMOTE_PACKAGES, WORKSPACE_ROOT } from './paths';

/** Every route of the spec's §2 table, plus the two outside the shell frame. */
const SPEC_ROUTES = [
  '/home',
  '/Agent',
  '/activity',
  '/user',
  '/cateList',
  '/betRecords',
  '/accountRecords',
  '/lowerList',
  '/rechargeRecords',
  '/income',
  '/backRecords',
  '/transactionRecords',
  '/betDetail',
  '/activityDetail',
  '/recharge',
  '/withdrawal',
  '/redirect',
  '/safe',
  '/about',
  '/benefit',
  '/customDetail',
  '/community',
  '/buy',
];
/** Routes the spec's table does not name, added by issues: 理性游戏 (issue 18). */
const ISSUE_ROUTES = ['/responsible'];
const OUTSIDE_FRAME = ['/redBag', '/pcSlots'];
const TABS = ['/home', '/activity', '/Agent', '/user'];
const KEPT_ALIVE = ['/home', '/Agent', '/activity'];

const declared = REMOTE_PACKAGES.flatMap((pkg) =>
  routeMetaListSchema.parse(
    JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, pkg, 'src/federated/routes.json'), 'utf8')),
  ),
);

describe('route tables of the remotes', () => {
  it('declare every route of the spec exactly once', () => {
    const paths = declared.map((route) => route.path).sort();
    expect(paths).toEqual([...SPEC_ROUTES, ...ISSUE_ROUTES, ...OUTSIDE_FRAME].sort());
  });

  it('show the tab bar only on the four tabs and keep alive only home, agent and activity', () => {
    expect(
      declared
        .filter((route) => !route.hideTabBar)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...TABS].sort());
    expect(
      declared
        .filter((route) => route.keepAlive)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...KEPT_ALIVE].sort());
    expect(
      declared
        .filter((route) => route.outsideFrame)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...OUTSIDE_FRAME].sort());
  });

  it('give the spec titles to the titled routes', () => {
    const titleOf = (routePath: string) => declared.find((route) => route.path === routePath)?.title;
    expect(titleOf('/cateList')).toBe('游戏分类');
    expect(titleOf('/betRecords')).toBe('投注记录汇总');
    expect(titleOf('/buy')).toBe('虚拟货币购买');
    expect(titleOf('/redBag')).toBe('红包发送');
    expect(titleOf('/pcSlots')).toBe('PG游戏大厅');
    expect(titleOf('/responsible')).toBe(messages.safePlay.pageTitle);
  });
});
