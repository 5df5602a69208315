/** 返佣比例: the template in force (per category, team performance ≥ X → 万分之Y), and the next version with its day when one is scheduled. */
import { useId } from 'react';
import { messages, type AgentTemplateResult, type CategoryTiers } from 'shared-contracts';
import { categoryName, fillText, groupByTiers, rateText, usdt } from '../../../shared/agent-format';
import { agentStyles as styles } from '../../../shared/kit';
import card from '../AgentPage.module.css';

const text = messages.agent;

export function TemplateCard({ template }: { template: AgentTemplateResult }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="agent-template">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.heading}>
          {text.template}
        </h2>
        <span className={styles.note}>{fillText(text.templateSince, { day: template.effective_from })}</span>
      </div>
      <Categories categories={template.categories} testId="agent-template-current" />
      {template.next && (
        <div className={card.next} data-testid="agent-template-next">
          <h3 className={card.nextHeading}>{fillText(text.templateNext, { day: template.next.effective_from })}</h3>
          <Categories categories={template.next.categories} testId="agent-template-next-table" />
        </div>
      )}
    </section>
  );
}

/** One table: each group of categories (those with the same tiers) heads its tiers, lowest first, one row each. */
function Categories({ categories, testId }: { categories: readonly CategoryTiers[]; testId: string }) {
  return (
    <table className={card.tiers} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{text.tierHeader}</th>
          <th scope="col">{text.rateHeader}</th>
        </tr>
      </thead>
      {groupByTiers(categories).map((group) => (
        <tbody key={group.gameTypeIds.join()} data-categories={group.gameTypeIds.join()}>
          <tr>
            <th scope="rowgroup" colSpan={2} className={card.group}>
              {group.gameTypeIds.map(categoryName).join(text.categorySeparator)}
            </th>
          </tr>
          {group.tiers.map((tier) => (
            <tr key={tier.min_performance}>
              <td>{fillText(text.tierFrom, { amount: usdt(tier.min_performance) })}</td>
              <td>{rateText(tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
