/** 活动规则: the operator's HTML, sanitized (tables and pictures kept; scripts, handlers, styles and unsafe URLs not). */
import { useId, useMemo } from 'react';
import { messages } from 'shared-contracts';
import { kitStyles, sanitizeHtml } from '../../../shared/kit';
import styles from '../ActivityDetail.module.css';

export function RulesCard({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html, 'drop'), [html]);
  const headingId = useId();
  if (!safe.trim()) return null;
  return (
    // Focusable: when no reward can be claimed the rules are all there is, and a keyboard needs
    // something inside the frame to scroll it with.
    <section className={kitStyles.card} tabIndex={0} aria-labelledby={headingId} data-testid="activity-rules">
      <h2 id={headingId} className={`${kitStyles.heading} ${styles.rulesHeading}`}>
        {messages.activityDetail.rules}
      </h2>
      {/* Sanitized above by DOMPurify with the rules' settings. */}
      <div className={styles.rules} dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
