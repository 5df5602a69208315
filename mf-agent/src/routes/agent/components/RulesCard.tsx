/** 规则: the programme in plain Chinese (team, performance, tiers, rate difference, settlement, claim minimum, estimates). */
import { useId } from 'react';
import { messages, shownUsdtText } from 'shared-contracts';
import { fillText } from '../../../shared/agent-format';
import { agentStyles as styles } from '../../../shared/kit';
import card from '../AgentPage.module.css';

const text = messages.agent;
export function RulesCard({ claimMin }: { claimMin: string | null }) {
  const headingId = useId();
  // The minimum is the operator's setting: named only once broker/info has told it.
  const lineOf = (line: string) =>
    !line.includes('{min}')
      ? line
      : claimMin === null
        ? text.ruleClaimNoMin
        : fillText(line, { min: shownUsdtText(claimMin) });
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="agent-rules">
      <h2 id={headingId} className={`${styles.heading} ${styles.cardHead}`}>
        {text.rules}
      </h2>
      <ol className={card.rules}>
        {text.ruleLines.map((line) => (
          <li key={line}>{lineOf(line)}</li>
        ))}
      </ol>
    </section>
  );
}
