/** One member: id and level, joined day, team size, the period's performance; tapping it opens their performance by category. */
import { messages, type AgentMember } from 'shared-contracts';
import { dayOf, fillText, usdt } from '../../../shared/agent-format';
import { agentStyles as styles } from '../../../shared/kit';

const text = messages.lowerList;

export function MemberRow({ member, onOpen }: { member: AgentMember; onOpen(): void }) {
  return (
    <li className={`${styles.row} ${styles.tappable}`} data-testid="member-row" data-member={member.member_id}>
      <button type="button" className={`${styles.title} ${styles.stretched}`} onClick={onOpen}>
        {text.memberId} {member.member_id}
      </button>
      <span className={`${styles.end} ${styles.amount}`} data-testid="member-performance">
        {text.performance} {usdt(member.performance)}
      </span>
      <span className={styles.meta}>
        {fillText(messages.agentCommon.level, { level: member.level })} · {text.joined} {dayOf(member.joined_at)}
      </span>
      <span className={`${styles.meta} ${styles.end}`}>
        {text.memberTeam} {member.team_size}
      </span>
    </li>
  );
}
