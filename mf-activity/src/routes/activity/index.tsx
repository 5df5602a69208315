/**
 * /activity 活动 (spec §2; issue 16): the promotions of task/list as cards, in tabs by group (全部,
 * 充值, 游戏, 每日, VIP, 代理); a card opens /activityDetail?activity_type=…. Public: a visitor sees
 * the cards too. The tab is kept alive: the list is asked again each time it is shown (React's
 * Activity re-runs the effects).
 */
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { apiPaths, messages, type TaskListResult } from 'shared-contracts';
import { Answered, EmptyState, RemotePage, useQuery } from 'remote-kit';
import {
  ACTIVITY_RELOAD_TEST_ID,
  GROUP_TABS,
  type GroupTab,
  groupTabOf,
  itemsOfGroup,
  kitStyles,
} from '../../shared/kit';
import { ActivityCard } from './components/ActivityCard';
import styles from './ActivityList.module.css';

const text = messages.activityList;
const NO_FILTER = {};

export default function ActivityList() {
  const [group, setGroup] = useState<GroupTab>('all');
  const list = useQuery<TaskListResult>(apiPaths.activity.taskList, NO_FILTER, { method: 'GET' });

  return (
    <RemotePage className={kitStyles.page} testId="activity-page">
      <div className={styles.tabs} role="group" aria-label={text.tabsLabel} data-testid="activity-tabs">
        <Tabs activeKey={group} onChange={(key) => setGroup(groupTabOf(key))} activeLineMode="fixed">
          {GROUP_TABS.map((tab) => (
            <Tabs.Tab key={tab.key} title={tab.title} data-testid={`activity-tab-${tab.key}`} />
          ))}
        </Tabs>
      </div>
      <Answered answer={list.answer} onRetry={list.reload} retryTestId={ACTIVITY_RELOAD_TEST_ID}>
        {(answer) => {
          const items = itemsOfGroup(answer.list, group);
          if (items.length === 0) return <EmptyState title={text.empty} testId="activity-empty" />;
          return (
            <ul className={styles.cards} data-testid="activity-list">
              {items.map((item) => (
                <ActivityCard key={item.id} item={item} />
              ))}
            </ul>
          );
        }}
      </Answered>
    </RemotePage>
  );
}
