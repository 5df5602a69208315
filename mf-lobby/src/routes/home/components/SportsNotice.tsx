/** The sports tab's notice box (spec §2, §9): config 8 HTML (the operator writes it; still, no script, style or form reaches the page), sanitized by the kit; 145 px folded, 390 px unfolded. */
import { useMemo, useState } from 'react';
import { CONFIG_IDS, messages } from 'shared-contracts';
import { sanitizeOperatorHtml } from 'remote-kit/operator-html';
import { useConfigText } from '../hooks/use-config-text';
import styles from './SportsNotice.module.css';

const COLLAPSED_PX = 145;
const EXPANDED_PX = 390;

export default function SportsNotice() {
  const html = useConfigText(CONFIG_IDS.sportsNotice);
  const clean = useMemo(() => sanitizeOperatorHtml(html), [html]);
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
