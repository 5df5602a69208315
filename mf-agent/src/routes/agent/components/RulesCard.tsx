/** 规则: the programme in plain Chinese (team, performance, tiers, rate difference, settlement, claim minimum, estimates). */
import { useId } from 'react';
import { messages, shownUsdtText } from 'shared-contracts';
import { fillText } from '../../../shared/agent-format';
import { agentStyles as styles } from '../../../shared/kit';
import card from '../AgentPage.module.css';

const text = messages.agent;
/** Before broker/info answers, the rule names the default minimum (commissionSettings' default). */
const DEFAULT_CLAIM_MIN = '1.000000';

export function RulesCard({ claimMin }: { claimMin: string | null }) {
  const headingId = useId();
  const min = shownUsdtText(claimMin ?? DEFAULT_CLAIM_MIN);
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="agent-rules">
      <h2 id={headingId} className={`${styles.heading} ${styles.cardHead}`}>
        {text.rules}
      </h2>
      <ol className={card.rules}>
        {text.ruleLines.map((line) => (
          <li key={line}>{fillText(line, { min })}</li>
        ))}
      </ol>
    </section>
  );
}
