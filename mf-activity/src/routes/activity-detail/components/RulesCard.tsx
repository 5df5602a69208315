/** 活动规则: the operator's HTML, sanitized (tables and pictures kept; scripts, handlers, styles and unsafe URLs not). */
import { useMemo } from 'react';
import { messages } from 'shared-contracts';
import { kitStyles, sanitizeHtml } from '../../../shared/kit';
import styles from '../ActivityDetail.module.css';

export function RulesCard({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html, 'drop'), [html]);
  if (!safe.trim()) return null;
  return (
    <section className={kitStyles.card} data-testid="activity-rules">
      <h2 className={`${kitStyles.heading} ${styles.rulesHeading}`}>{messages.activityDetail.rules}</h2>
      {/* Sanitized above by DOMPurify with the rules' settings. */}
      <div className={styles.rules} dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
