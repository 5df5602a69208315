/** Public reads of the activity remote's operator-written pages: /community's links and bulletins, /customDetail's page. */
import { apiPaths, communityResultSchema, customPageRequestSchema, customPageResultSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { communityPage } from './community';
import { publishedCustomPage } from './custom-pages';

/** Open to visitors too: nothing here is a player's own. */
export function activityPageRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPaths.activity.community,
      tag: 'activity',
      audience: 'public',
      summary: '玩家社区：社区链接与最新公告（最多5条）',
      result: communityResultSchema,
      handle: ({ context }) => communityPage(context),
    }),
    defineRoute({
      method: 'GET',
      path: apiPaths.activity.customPage,
      tag: 'activity',
      audience: 'public',
      summary: '特殊活动页面（无 id 时为最新上线的页面）',
      input: customPageRequestSchema,
      result: customPageResultSchema,
      handle: ({ input, context }) => publishedCustomPage(context, input.id),
    }),
  ];
}
