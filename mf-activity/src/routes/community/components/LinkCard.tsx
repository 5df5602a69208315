/** One community link: its title, kind badge and description, and 加入, which opens it in a new tab (http(s) only). */
import { Button } from 'antd-mobile';
import { messages, type CommunityLink } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { fillText, openExternal } from '../../../shared/kit';
import styles from '../Community.module.css';

const text = messages.community;

export function LinkCard({ link }: { link: CommunityLink }) {
  const open = () => {
    // The server checked it when the operator saved it; the page checks again before it opens anything.
    if (!openExternal(link.url)) getHost().toast(text.badLink);
  };
  return (
    <li className={styles.link} data-testid="community-link">
      <div className={styles.linkText}>
        <div className={styles.linkHead}>
          <h3 className={styles.linkTitle}>{link.title}</h3>
          <span className={styles.kind} data-kind={link.kind}>
            {text.kinds[link.kind]}
          </span>
        </div>
        {link.description && <p className={styles.description}>{link.description}</p>}
      </div>
      <Button
        size="small"
        color="primary"
        shape="rounded"
        onClick={open}
        aria-label={fillText(text.openLabel, { title: link.title })}
        data-testid="community-open"
      >
        {text.open}
      </Button>
    </li>
  );
}
