/** The player's 充提记录 route: money in and out in one list. */
import { apiPaths, inoutRecordsRequestSchema, inoutRecordsResultSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { inoutRecords } from './records';

export function inoutRoutes(): RouteDefinition[] {
  const player = { tag: 'wallet', audience: 'player' as const };
  return [
    defineRoute({
      ...player,
      method: 'POST',
      path: apiPaths.records.inoutRecords,
      summary: '充提记录（新的在前，北京时间）',
      input: inoutRecordsRequestSchema,
      result: inoutRecordsResultSchema,
      handle: ({ input, subject, context }) => inoutRecords(context, subject.id, input),
    }),
  ];
}
