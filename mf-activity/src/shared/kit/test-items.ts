/** A task/list item for the unit tests of the activity screens (running, no end). */
import type { TaskListItem } from 'shared-contracts';

export function testItem(
  activity_type: number,
  group: TaskListItem['group'],
  title = `活动${activity_type}`,
): TaskListItem {
  return {
    id: activity_type,
    activity_type,
    group,
    title,
    cover: 'https://example.com/c.png',
    summary: '',
    starts_at: '2026-11-01 00:00:00',
    ends_at: null,
    state: 'running',
  };
}
