/** The public route of the /buy page's guide (how to buy USDT on TRON); the operators edit it through admin-routes.ts. */
import { apiPaths, buyGuideSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { buyGuide } from './buy-guide';

export function buyGuideRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'wallet',
      audience: 'public',
      method: 'GET',
      path: apiPaths.wallet.buyGuide,
      summary: '虚拟货币购买指南（运营编辑的内容）',
      result: buyGuideSchema,
      handle: ({ context }) => buyGuide(context),
    }),
  ];
}
