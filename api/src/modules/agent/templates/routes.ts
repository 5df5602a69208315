/** The rate template as the agent screens show it (返佣比例, /Agent), player side. */
import { agentTemplateResultSchema, apiPaths } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { agentTemplate } from './template-view';

export function agentTemplateRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'agent',
      audience: 'player',
      method: 'POST',
      path: apiPaths.agent.template,
      summary: '返佣比例：今日生效的返佣模板（各游戏类型按团队业绩分档，万分之）及已排定的下一版本',
      result: agentTemplateResultSchema,
      handle: ({ context }) => agentTemplate(context),
    }),
  ];
}
