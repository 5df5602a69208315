/**
 * 限额设置: the seven limits grouped as deposit, loss and stake, each with its value (or 未设置),
 * this window's usage and when room returns, and a raise or removal waiting for its time. 修改
 * opens the editor; `focusKey` opens it at once (the first-deposit prompt's 每日充值限额).
 */
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { fillMessage, messages, protectionNames, type HostApi, type LimitKey, type LimitView } from 'shared-contracts';
import { FullScreenPanel } from '../../money-out/components/FullScreenPanel';
import { useProtectionStatus } from '../hooks/use-protection-status';
import { limitLines } from '../limit-format';
import { LimitEditor } from './LimitEditor';
import styles from './Protection.module.css';

const text = messages.protection;
const GROUPS = ['deposit', 'loss', 'stake'] as const;
const groupOf = (key: LimitKey) => GROUPS.find((group) => key.startsWith(group))!;

export interface LimitsPanelProps {
  host: HostApi;
  visible: boolean;
  onClose(): void;
  /** Open with this limit's editor. */
  focusKey?: LimitKey;
  /** A limit was saved: whoever shows the status loads it again. */
  onChanged?(): void;
}

export function LimitsPanel({ host, visible, onClose, focusKey, onChanged }: LimitsPanelProps) {
  const { answer: status, reload } = useProtectionStatus(visible);
  const [editing, setEditing] = useState<LimitKey | null>(null);
  // The focused editor opens once per opening of the panel, when the limits have come.
  const [focused, setFocused] = useState(false);
  if (!visible && focused) setFocused(false);
  if (visible && status && focusKey && !focused) {
    setFocused(true);
    setEditing(focusKey);
  }
  const editedLimit = status?.limits.find((limit) => limit.key === editing) ?? null;

  return (
    <FullScreenPanel visible={visible} onClose={onClose} title={text.limitsTitle} testId="limits-panel">
      <p className={styles.intro}>{text.limitsHint}</p>
      {status === undefined && (
        <div className={styles.loading} role="status" aria-label={text.loading}>
          <DotLoading color="primary" />
        </div>
      )}
      {status &&
        GROUPS.map((group) => (
          <section key={group} className={styles.group} aria-labelledby={`limits-${group}`}>
            <h3 id={`limits-${group}`} className={styles.groupTitle}>
              {text.groups[group]}
            </h3>
            <ul className={styles.rows}>
              {status.limits
                .filter((limit) => groupOf(limit.key) === group)
                .map((limit) => (
                  <LimitRow key={limit.key} limit={limit} onEdit={() => setEditing(limit.key)} />
                ))}
            </ul>
          </section>
        ))}
      {status && <p className={styles.note}>{text.timesNote}</p>}
      <LimitEditor
        host={host}
        limit={editedLimit}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
          onChanged?.();
        }}
      />
    </FullScreenPanel>
  );
}

function LimitRow({ limit, onEdit }: { limit: LimitView; onEdit(): void }) {
  const name = protectionNames[limit.key];
  const lines = limitLines(limit);
  return (
    <li className={styles.row} data-testid={`limit-${limit.key}`}>
      <div className={styles.rowText}>
        <span className={styles.rowHead}>
          <span className={styles.rowName}>{name}</span>
          <span className={limit.amount === null ? styles.weak : styles.value} data-testid="limit-value">
            {lines.value}
          </span>
        </span>
        {lines.usage && (
          <span className={styles.usage}>
            <span>{lines.usage}</span>
            {lines.resets && <span>{lines.resets}</span>}
          </span>
        )}
        {lines.pending && (
          <span className={styles.pending} data-testid="limit-pending">
            {lines.pending}
          </span>
        )}
      </div>
      <Button
        className={styles.rowAction}
        size="small"
        color="primary"
        fill="outline"
        aria-label={fillMessage(text.editLabel, { name })}
        data-testid={`limit-edit-${limit.key}`}
        onClick={onEdit}
      >
        {text.edit}
      </Button>
    </li>
  );
}
