/** 领取: the unclaimed commission's claim button (disabled below the minimum, with the hint) and its confirmation. */
import { Button, Dialog } from 'antd-mobile';
import { useId } from 'react';
import { messages, shownUsdtText } from 'shared-contracts';
import { fillText } from '../../agent-format';
import { useClaim } from '../hooks/use-claim';
import { agentStyles as styles } from '../agent-styles';

const text = messages.agentCommon;

interface Props {
  unclaimed: string;
  claimMin: string;
  onClaimed(): void;
}

export function ClaimButton({ unclaimed, claimMin, onClaimed }: Props) {
  const claim = useClaim(unclaimed, claimMin, onClaimed);
  const hintId = useId();
  return (
    <div className={styles.claim}>
      <Button
        color="primary"
        size="small"
        disabled={!claim.allowed}
        loading={claim.busy}
        loadingText={text.claiming}
        onClick={claim.ask}
        // Why it is disabled, read with the button.
        aria-describedby={claim.allowed ? undefined : hintId}
        data-testid="claim-button"
      >
        {text.claim}
      </Button>
      {!claim.allowed && (
        <span id={hintId} className={styles.hint} data-testid="claim-hint">
          {fillText(text.claimMinHint, { min: shownUsdtText(claimMin) })}
        </span>
      )}
      <Dialog
        visible={claim.asking}
        // Escape and a tap beside it cancel, as the site's other popups do.
        closeOnMaskClick
        onClose={claim.cancel}
        title={<h2 className={styles.dialogTitle}>{text.claimTitle}</h2>}
        content={
          <p className={styles.dialogText} data-testid="claim-dialog">
            {fillText(text.claimConfirm, { amount: shownUsdtText(unclaimed) })}
          </p>
        }
        actions={[
          [
            { key: 'cancel', text: text.claimCancel, onClick: claim.cancel },
            {
              key: 'confirm',
              text: text.claimOk,
              bold: true,
              disabled: claim.busy,
              onClick: claim.confirm,
            },
          ],
        ]}
      />
    </div>
  );
}
