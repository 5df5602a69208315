/** Routes of the task calls (spec §7): the activity list (public), a player's progress, 领取 and 领取记录. */
import {
  apiPaths,
  progressRequestSchema,
  progressResultSchema,
  taskListRequestSchema,
  taskListResultSchema,
  taskReceiveLogRequestSchema,
  taskReceiveLogResultSchema,
  taskReceiveRequestSchema,
  taskReceiveResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { taskProgress } from './progress';
import { taskList } from './promotions';
import { receiveTask } from './receive';
import { taskReceiveLog } from './receive-log';

export function taskRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'activity',
      audience: 'public',
      method: 'GET',
      path: apiPaths.activity.taskList,
      summary: '活动列表：上架中的活动（排序值大者在前，再按类型）；带id或activity_type时返回该活动及其规则',
      input: taskListRequestSchema,
      result: taskListResultSchema,
      handle: ({ input, context }) => taskList(context, input),
    }),
    defineRoute({
      tag: 'activity',
      audience: 'player',
      method: 'GET',
      path: apiPaths.activity.taskProgress,
      summary: '活动进度：玩家在某活动中的进度与各奖励的状态（可领取/已领取/未达成及原因）',
      input: progressRequestSchema,
      result: progressResultSchema,
      handle: ({ input, subject, context }) => taskProgress(context, subject.id, input.activity_type),
    }),
    defineRoute({
      tag: 'activity',
      audience: 'player',
      method: 'POST',
      path: apiPaths.activity.taskReceive,
      summary: '领取活动奖励（或task=rebate领取全部待领反水）；同一request_id重复提交返回首次结果',
      input: taskReceiveRequestSchema,
      result: taskReceiveResultSchema,
      handle: ({ input, subject, context }) => receiveTask(context, subject.id, input),
    }),
    defineRoute({
      tag: 'activity',
      audience: 'player',
      method: 'POST',
      path: apiPaths.activity.taskReceiveLog,
      summary: '领取记录：玩家的活动奖励与反水领取，新的在前，游标翻页',
      input: taskReceiveLogRequestSchema,
      result: taskReceiveLogResultSchema,
      handle: ({ input, subject, context }) => taskReceiveLog(context, subject.id, input),
    }),
  ];
}
