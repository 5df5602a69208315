/**
 * A member's performance by category in the period (broker/superior/performance/detail): their own
 * stake and their team's, per category and in total. A refusal (not in my team) is toasted by the
 * shell and the popup offers to try again.
 */
import { type AgentMemberDetailResult, type AgentPeriod, apiPaths, messages } from 'shared-contracts';
import { Answered, DetailPopup, useQuery } from 'remote-kit';
import { categoryName, dayOf, fillText, periodLabel, usdt } from '../../../shared/agent-format';
import { AGENT_STATES, popupStyles as popup } from '../../../shared/kit';

const text = messages.lowerList;

interface Props {
  memberId: number | null;
  period: AgentPeriod;
  onClose(): void;
}

export function MemberPopup({ memberId, period, onClose }: Props) {
  const { answer, reload } = useQuery<AgentMemberDetailResult>(
    apiPaths.agent.performanceDetail,
    memberId === null ? null : { member_id: memberId, period },
  );
  return (
    <DetailPopup visible={memberId !== null} title={text.detailTitle} onClose={onClose} testId="member-popup">
      <Answered answer={answer} onRetry={reload} retryTestId={AGENT_STATES.reloadTestId}>
        {(detail) => <MemberDetail detail={detail} />}
      </Answered>
    </DetailPopup>
  );
}

function MemberDetail({ detail }: { detail: AgentMemberDetailResult }) {
  return (
    <div data-testid="member-detail">
      <dl className={popup.facts}>
        <div>
          <dt>{text.memberId}</dt>
          <dd>{detail.member_id}</dd>
        </div>
        <div>
          <dt>{messages.agentCommon.periodLabel}</dt>
          <dd>{periodLabel(detail.period)}</dd>
        </div>
        <div>
          <dt>{text.joined}</dt>
          <dd>
            {dayOf(detail.joined_at)} · {fillText(messages.agentCommon.level, { level: detail.level })}
          </dd>
        </div>
        <div>
          <dt>{text.memberTeam}</dt>
          <dd>{detail.team_size}</dd>
        </div>
      </dl>
      {detail.categories.length === 0 ? (
        <p className={popup.none}>{text.noCategories}</p>
      ) : (
        <table className={popup.table} data-testid="member-categories">
          <thead>
            <tr>
              <th scope="col">{text.category}</th>
              <th scope="col">{text.ownPerformance}</th>
              <th scope="col">{text.teamOnly}</th>
            </tr>
          </thead>
          <tbody>
            {detail.categories.map((category) => (
              <tr key={category.game_type_id} data-category={category.game_type_id}>
                <th scope="row">{categoryName(category.game_type_id)}</th>
                <td>{usdt(category.own_performance)}</td>
                <td>{usdt(category.team_performance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{text.totalRow}</th>
              <td data-testid="member-own-total">{usdt(detail.own_performance)}</td>
              <td data-testid="member-team-total">{usdt(detail.team_performance)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
