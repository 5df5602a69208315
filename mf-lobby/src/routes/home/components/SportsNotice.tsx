/** The sports tab's notice box (spec §2, §9): config 8 HTML, sanitized; 145 px folded, 390 px unfolded. */
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { CONFIG_IDS, messages } from 'shared-contracts';
import { useConfigText } from '../hooks/use-config-text';
import styles from './SportsNotice.module.css';

const COLLAPSED_PX = 145;
const EXPANDED_PX = 390;

/** The operator writes config 8; still, no script, style or form reaches the page. */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

export default function SportsNotice() {
  const html = useConfigText(CONFIG_IDS.sportsNotice);
  const clean = useMemo(() => sanitize(html), [html]);
  const [expanded, setExpanded] = useState(false);
  if (!clean) return null;
  return (
    <div
      className={styles.box}
      style={{ height: expanded ? EXPANDED_PX : COLLAPSED_PX }}
      data-testid="sports-notice"
      data-expanded={String(expanded)}
    >
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setExpanded(!expanded)}
        data-testid="sports-notice-toggle"
      >
        {expanded ? messages.lobby.collapse : messages.lobby.expand}
      </button>
    </div>
  );
}
