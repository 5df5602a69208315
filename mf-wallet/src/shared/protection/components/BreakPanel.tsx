/**
 * 冷静期 or 自我排除: choose a period, read what it means, confirm (naming the end date), then the
 * server starts it and ends every session of the player; the panel shows the end it answered and
 * logs this browser out to the home page.
 */
import { Button, Dialog, Radio } from 'antd-mobile';
import { useState } from 'react';
import { BREAK_PERIODS, fillMessage, messages, type BreakKind, type HostApi } from 'shared-contracts';
import { FullScreenPanel } from '../../money-out/components/FullScreenPanel';
import { breakName, confirmEndText, startedText, type AnyBreakPeriod } from '../break-format';
import { protectionCalls } from '../protection-calls';
import styles from './Protection.module.css';

const text = messages.protection;

export interface BreakPanelProps {
  host: HostApi;
  kind: BreakKind;
  visible: boolean;
  onClose(): void;
}

/** A Dialog's text with a heading first (the shell's a11y shim names the dialog by it), the end date standing out. */
const dialogContent = (title: string, end: string | null, body: string, testId: string) => (
  <div data-testid={testId}>
    <h2 className={styles.confirmTitle}>{title}</h2>
    {end && (
      <p className={styles.confirmEnd} data-testid="break-end">
        {end}
      </p>
    )}
    <p className={styles.confirmText}>{body}</p>
  </div>
);

export function BreakPanel({ host, kind, visible, onClose }: BreakPanelProps) {
  const periods: readonly AnyBreakPeriod[] = BREAK_PERIODS[kind];
  const [period, setPeriod] = useState<AnyBreakPeriod>(periods[0]!);
  const [starting, setStarting] = useState(false);
  const name = breakName(kind);

  const start = async () => {
    if (starting) return;
    const sure = await Dialog.confirm({
      content: dialogContent(
        fillMessage(text.confirmTitle, { kind: name }),
        confirmEndText(period, new Date()),
        fillMessage(text.confirmBody, { kind: name }),
        'break-confirm',
      ),
      confirmText: text.confirmOk,
      cancelText: text.confirmCancel,
      // A tap beside it, or Escape through the shell's a11y shim, is 再想想.
      closeOnMaskClick: true,
    });
    if (!sure) return;
    setStarting(true);
    try {
      const started = await protectionCalls(host).takeBreak(kind, period);
      // Every session of the player has ended on the server: say until when, then leave as a visitor.
      await Dialog.alert({
        content: dialogContent(
          fillMessage(text.startedTitle, { kind: name }),
          null,
          startedText(started),
          'break-started',
        ),
        confirmText: text.startedOk,
        closeOnMaskClick: true,
      });
      onClose();
      await host.logout();
      host.navigate('/home', { replace: true });
    } catch {
      // Toasted by the shell's client (您已处于冷静期或自我排除中…).
    } finally {
      setStarting(false);
    }
  };

  return (
    <FullScreenPanel
      visible={visible}
      onClose={onClose}
      title={kind === 'cool_off' ? text.coolOffTitle : text.exclusionTitle}
      testId={`break-panel-${kind}`}
    >
      <p className={styles.intro}>{kind === 'cool_off' ? text.coolOffIntro : text.exclusionIntro}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.groupTitle}>{text.periodLabel}</legend>
        <Radio.Group value={period} onChange={(chosen) => setPeriod(chosen as AnyBreakPeriod)}>
          <div className={styles.periods}>
            {periods.map((choice) => (
              <Radio key={choice} value={choice} className={styles.choice} data-testid={`break-period-${choice}`}>
                {text.periods[choice]}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </fieldset>
      <section className={styles.meaning} aria-labelledby={`break-meaning-${kind}`}>
        <h3 id={`break-meaning-${kind}`} className={styles.groupTitle}>
          {text.meaningTitle}
        </h3>
        <ul className={styles.meaningList}>
          {text.meaning.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {period === 'permanent' && <p className={styles.note}>{text.permanentNote}</p>}
      </section>
      <Button
        block
        color="danger"
        size="large"
        loading={starting}
        // Named while it spins too (a loading antd-mobile button shows only its icon otherwise).
        loadingText={fillMessage(text.start, { kind: name })}
        data-testid="break-start"
        onClick={() => void start()}
      >
        {fillMessage(text.start, { kind: name })}
      </Button>
    </FullScreenPanel>
  );
}
