/** 游戏时长提醒: off, or every 15, 30 or 60 minutes of play; a choice is saved at once. */
import { Radio } from 'antd-mobile';
import { useState } from 'react';
import { messages, REALITY_CHECK_MINUTES, type HostApi, type RealityCheckMinutes } from 'shared-contracts';
import { FullScreenPanel } from '../../money-out/components/FullScreenPanel';
import { realityLabel } from '../limit-format';
import { protectionCalls } from '../protection-calls';
import styles from './Protection.module.css';

const text = messages.protection;

export interface RealityCheckPanelProps {
  host: HostApi;
  visible: boolean;
  /** The interval in force; undefined while the status loads. */
  minutes: number | undefined;
  onClose(): void;
  onChanged(): void;
}

export function RealityCheckPanel({ host, visible, minutes, onClose, onChanged }: RealityCheckPanelProps) {
  const [saving, setSaving] = useState(false);

  const choose = async (chosen: RealityCheckMinutes) => {
    if (saving || chosen === minutes) return;
    setSaving(true);
    try {
      await protectionCalls(host).realityCheck(chosen);
      host.toast(text.realitySaved);
      onChanged();
    } catch {
      // Toasted by the shell's client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FullScreenPanel visible={visible} onClose={onClose} title={text.realityTitle} testId="reality-panel">
      <fieldset className={styles.fieldset}>
        <legend className={styles.intro}>{text.realityHint}</legend>
        <Radio.Group
          value={minutes ?? null}
          disabled={saving || minutes === undefined}
          onChange={(chosen) => void choose(chosen as RealityCheckMinutes)}
        >
          <div className={styles.choices}>
            {REALITY_CHECK_MINUTES.map((choice) => (
              <Radio key={choice} value={choice} className={styles.choice} data-testid={`reality-${choice}`}>
                {realityLabel(choice)}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </fieldset>
    </FullScreenPanel>
  );
}
