/**
 * Before the first deposit (status.deposit_limit_prompt), once per visit: a dialog suggesting a
 * daily deposit limit. 设置充值限额 opens the limits panel on 每日充值限额; 跳过 tells the server,
 * which stops asking. It never holds up the recharge: the form works behind it, a failed status
 * call shows nothing more than the shell's toast, and closing it any way leaves the page as it was.
 */
import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import { protectionCalls } from '../protection-calls';
import { LimitsPanel } from './LimitsPanel';
import styles from './Protection.module.css';

const text = messages.protection;

/**
 * sessionStorage: this visit has asked (and shown the prompt if it was due). The answer can only
 * turn from due to not due within a visit, so one question a visit is enough.
 * e2e/support/browser.ts sets it for its quiet pages.
 */
export const DEPOSIT_PROMPT_SHOWN_KEY = 'depositLimitPromptShown';

function shownThisVisit(): boolean {
  try {
    return sessionStorage.getItem(DEPOSIT_PROMPT_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(DEPOSIT_PROMPT_SHOWN_KEY, '1');
  } catch {
    // Storage refused (private mode): the prompt may come again on the next opening, no harm.
  }
}

export interface DepositLimitPromptProps {
  host: HostApi;
  /** The recharge form is showing to a logged-in player. */
  active: boolean;
}

export function DepositLimitPrompt({ host, active }: DepositLimitPromptProps) {
  const [prompting, setPrompting] = useState(false);
  const [limitsOpen, setLimitsOpen] = useState(false);

  useEffect(() => {
    if (!active || shownThisVisit()) return;
    let current = true;
    protectionCalls(host)
      .status()
      .then(
        (status) => {
          if (!current || shownThisVisit()) return;
          markShown();
          if (status.deposit_limit_prompt) setPrompting(true);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [host, active]);

  const skip = () => {
    setPrompting(false);
    // Failures are toasted by the shell's client; the prompt simply comes back on another visit.
    protectionCalls(host)
      .skipDepositPrompt()
      .catch(() => undefined);
  };

  // Built apart from the JSX: Action's type lists no data-* keys, which antd-mobile passes on to the buttons.
  const skipAction = { key: 'skip', text: text.promptSkip, onClick: skip, 'data-testid': 'deposit-prompt-skip' };
  const setAction = {
    key: 'set',
    text: text.promptSet,
    bold: true,
    'data-testid': 'deposit-prompt-set',
    onClick: () => {
      setPrompting(false);
      setLimitsOpen(true);
    },
  };

  return (
    <>
      <Dialog
        visible={prompting && active}
        onClose={() => setPrompting(false)}
        closeOnMaskClick
        // On body like every popup (a declarative Dialog renders in place by default): above the recharge popup.
        getContainer={() => document.body}
        content={
          <div data-testid="deposit-limit-prompt">
            <h2 className={styles.confirmTitle}>{text.promptTitle}</h2>
            <p className={styles.confirmText}>{text.promptText}</p>
          </div>
        }
        actions={[[skipAction, setAction]]}
      />
      <LimitsPanel host={host} visible={limitsOpen} focusKey="deposit_24h" onClose={() => setLimitsOpen(false)} />
    </>
  );
}
