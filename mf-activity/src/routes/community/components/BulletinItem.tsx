/** One announcement: its title and text, folded to two lines until 展开 when it is long. */
import { useId, useMemo, useState } from 'react';
import { messages } from 'shared-contracts';
import { bulletinText, isFoldable } from '../bulletin-text';
import styles from '../Community.module.css';

const text = messages.community;

export function BulletinItem({ title, content }: { title: string; content: string }) {
  const body = useMemo(() => bulletinText(content), [content]);
  const foldable = isFoldable(body);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li className={styles.bulletin} data-testid="community-bulletin">
      <h3 className={styles.bulletinTitle}>{title}</h3>
      <p id={bodyId} className={foldable && !open ? `${styles.bulletinBody} ${styles.folded}` : styles.bulletinBody}>
        {body}
      </p>
      {foldable && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((shown) => !shown)}
          data-testid="bulletin-toggle"
        >
          {open ? text.collapse : text.expand}
        </button>
      )}
    </li>
  );
}
