/**
 * The 理性游戏 group of /safe (issue 18): 限额设置, 游戏时长提醒 (with the interval in force), 冷静期
 * and 自我排除 open their panels in place; 理性游戏说明 goes to /responsible (mf-account's page).
 */
import { DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import {
  BreakPanel,
  LimitsPanel,
  RealityCheckPanel,
  realityLabel,
  useProtectionStatus,
} from '../../../shared/protection';
import styles from '../Safe.module.css';

const text = messages.protection;
type Panel = 'limits' | 'reality' | 'cool_off' | 'exclusion';
const ENTRIES: Array<{ panel: Panel; label: string }> = [
  { panel: 'limits', label: text.limitsEntry },
  { panel: 'reality', label: text.realityEntry },
  { panel: 'cool_off', label: text.coolOffEntry },
  { panel: 'exclusion', label: text.exclusionEntry },
];

export function ProtectionGroup({ host, loggedIn }: { host: HostApi; loggedIn: boolean }) {
  const { answer: status, reload } = useProtectionStatus(loggedIn);
  const [panel, setPanel] = useState<Panel | null>(null);
  const open = (which: Panel) => {
    if (host.requireLogin()) setPanel(which);
  };
  const close = () => setPanel(null);

  const extra = (which: Panel) => {
    if (which !== 'reality' || !loggedIn) return null;
    if (status === undefined) return <DotLoading />;
    return status && <span className={styles.value}>{realityLabel(status.reality_check_minutes)}</span>;
  };

  return (
    <section className={styles.group} aria-labelledby="safe-protection">
      <h2 id="safe-protection" className={styles.groupTitle}>
        {text.group}
      </h2>
      <ul className={styles.list}>
        {ENTRIES.map(({ panel: which, label }) => (
          <li key={which}>
            <button type="button" className={styles.entry} onClick={() => open(which)} data-testid={`safe-${which}`}>
              <span>{label}</span>
              <span className={styles.extra}>
                {extra(which)}
                <span className={styles.arrow} aria-hidden="true" />
              </span>
            </button>
          </li>
        ))}
        <li>
          {/* A link, as it leaves for another page; the site's router takes it without a reload. */}
          <a
            href="/responsible"
            className={styles.entry}
            onClick={(event) => {
              event.preventDefault();
              host.navigate('/responsible');
            }}
            data-testid="safe-responsible"
          >
            <span>{text.responsibleEntry}</span>
            <span className={styles.arrow} aria-hidden="true" />
          </a>
        </li>
      </ul>
      <LimitsPanel host={host} visible={panel === 'limits'} onClose={close} />
      <RealityCheckPanel
        host={host}
        visible={panel === 'reality'}
        minutes={status?.reality_check_minutes}
        onClose={close}
        onChanged={reload}
      />
      <BreakPanel host={host} kind="cool_off" visible={panel === 'cool_off'} onClose={close} />
      <BreakPanel host={host} kind="exclusion" visible={panel === 'exclusion'} onClose={close} />
    </section>
  );
}
