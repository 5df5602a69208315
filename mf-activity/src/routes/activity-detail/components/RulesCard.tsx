/** 活动规则: the operator's HTML, sanitized (tables and pictures kept; scripts, handlers, styles and unsafe URLs not). */
import { useId, useMemo } from 'react';
import { messages } from 'shared-contracts';
import { sanitizeOperatorHtml } from 'remote-kit/operator-html';
import { kitStyles } from '../../../shared/kit';
import styles from '../ActivityDetail.module.css';

export function RulesCard({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeOperatorHtml(html, { styles: 'drop', headingsFrom: 3 }), [html]);
  const headingId = useId();
  if (!safe.trim()) return null;
  return (
    // Focusable: when no reward can be claimed the rules are all there is, and a keyboard needs
    // something inside the frame to scroll it with.
    <section className={kitStyles.card} tabIndex={0} aria-labelledby={headingId} data-testid="activity-rules">
      <h2 id={headingId} className={`${kitStyles.heading} ${styles.rulesHeading}`}>
        {messages.activityDetail.rules}
      </h2>
      {/* Sanitized above by the kit's DOMPurify with the operator-HTML rules (styles dropped). */}
      <div className={styles.rules} dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
