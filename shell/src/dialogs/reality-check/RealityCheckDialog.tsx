/**
 * 游戏时长提醒 (issue 18): shows time played and this login's net result; the player answers with
 * 继续 or 退出游戏. Neither a tap on the mask nor Escape closes it: the player has to choose.
 */
import { useStore } from '@nanostores/react';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { messages } from 'shared-contracts';
import { $realityCheck, continuePlaying, leaveGames } from './reality-check';
import { realityCheckText } from './reality-figures';
import styles from './RealityCheck.module.css';

const text = messages.safePlay;

export function RealityCheckDialog() {
  const figures = useStore($realityCheck);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await leaveGames();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Dialog
      visible={figures !== null}
      closeOnMaskClick={false}
      title={<h2 className={styles.title}>{text.realityTitle}</h2>}
      content={
        <div data-testid="reality-check">
          {/* Read out when it appears, as the dialog may open while the player looks elsewhere. */}
          <p className={styles.figures} role="status" data-testid="reality-figures">
            {figures ? realityCheckText(figures) : ''}
          </p>
          <p className={styles.hint}>{text.realityHint}</p>
        </div>
      }
      actions={[
        [
          { key: 'exit', text: text.realityExit, disabled: leaving, onClick: leave },
          { key: 'continue', text: text.realityContinue, bold: true, disabled: leaving, onClick: continuePlaying },
        ],
      ]}
    />
  );
}
