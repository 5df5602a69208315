/**
 * /benefit 福利中心 (spec §2; issue 16): today's tasks — 每日签到 with its 7-day calendar (type 10),
 * 每日红包 (type 5), 救援金 (type 4) — each with its progress and 领取, the 反水 waiting (task/rebate),
 * and the 领取记录 (task/receive/log, keyset paged). A promotion that is off or missing is not in
 * task/list, so its card is simply not shown. A visitor is asked to log in.
 */
import { useCallback } from 'react';
import {
  apiPaths,
  messages,
  PROMOTION_TYPES,
  type TaskListItem,
  type TaskListResult,
  type TaskReceiveLogResult,
} from 'shared-contracts';
import { Answered, getHost, LoginPrompt, RemotePage, useKeysetList, useQuery, useReadable } from 'remote-kit';
import { ACTIVITY_LOGIN, ACTIVITY_RELOAD_TEST_ID, kitStyles, ProgressBars, RewardRows } from '../../shared/kit';
import { ClaimLog, type ClaimLogRow } from './components/ClaimLog';
import { RebateCard } from './components/RebateCard';
import { SignInContent } from './components/SignInContent';
import { TaskCard } from './components/TaskCard';

const text = messages.benefit;
const NO_FILTER = {};
/** The daily tasks of the page, in the order shown. */
const TASK_TYPES = [PROMOTION_TYPES.signIn, PROMOTION_TYPES.luckyMoney, PROMOTION_TYPES.rescueMoney] as const;
const rowsOf = (answer: TaskReceiveLogResult) => answer.list;
const keyOf = (row: ClaimLogRow) => row.id;

export default function Benefit() {
  const token = useReadable(getHost().session.token);
  return (
    <RemotePage className={kitStyles.page} testId="benefit-page">
      {/* Keyed by the session: another player who logs in here never sees the numbers of the one before. */}
      {token === null ? (
        <LoginPrompt {...ACTIVITY_LOGIN} prompt={text.loginPrompt} compact />
      ) : (
        <BenefitBody key={token} />
      )}
    </RemotePage>
  );
}

function BenefitBody() {
  const tasks = useQuery<TaskListResult>(apiPaths.activity.taskList, NO_FILTER, { method: 'GET' });
  const log = useKeysetList<ClaimLogRow, TaskReceiveLogResult>({
    path: apiPaths.activity.taskReceiveLog,
    method: 'POST',
    filter: NO_FILTER,
    rowsOf,
    keyOf,
  });
  const { reload: reloadLog } = log;
  const onClaimed = useCallback(() => reloadLog(), [reloadLog]);

  return (
    <div className={kitStyles.body}>
      <Answered answer={tasks.answer} onRetry={tasks.reload} retryTestId={ACTIVITY_RELOAD_TEST_ID}>
        {(answer) => (
          <>
            {TASK_TYPES.map((type) => {
              const item = answer.list.find((entry: TaskListItem) => entry.activity_type === type);
              if (!item) return null;
              return (
                <TaskCard key={type} item={item} onClaimed={onClaimed}>
                  {(progress, rewardClaim) =>
                    type === PROMOTION_TYPES.signIn ? (
                      <SignInContent progress={progress} rewardClaim={rewardClaim} />
                    ) : (
                      <>
                        <ProgressBars progress={progress.progress} />
                        <RewardRows
                          type={type}
                          rewards={progress.rewards}
                          rewardClaim={rewardClaim}
                          testId={`benefit-reward-${type}`}
                        />
                      </>
                    )
                  }
                </TaskCard>
              );
            })}
          </>
        )}
      </Answered>
      <RebateCard onClaimed={onClaimed} />
      <ClaimLog list={log} />
    </div>
  );
}
