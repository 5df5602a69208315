/** 退出登录: a confirmation dialog (named by its heading), then the shell's logout and home. */
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import { listStyles } from 'remote-kit';
import styles from '../User.module.css';

const text = messages.mine;
const HOME = '/home';

export function LogoutButton({ host }: { host: HostApi }) {
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    // The shell ends the session on the server and clears the token even when that call fails.
    await host.logout();
    setLeaving(false);
    setAsking(false);
    host.navigate(HOME);
  };

  return (
    <>
      <Button
        block
        className={styles.logout}
        color="danger"
        fill="outline"
        onClick={() => setAsking(true)}
        data-testid="mine-logout"
      >
        {text.logout}
      </Button>
      <Dialog
        visible={asking}
        // Escape and a tap beside it cancel, as the site's other popups do.
        closeOnMaskClick
        onClose={() => setAsking(false)}
        title={<h2 className={listStyles.dialogTitle}>{text.logout}</h2>}
        content={
          <p className={listStyles.dialogText} data-testid="logout-dialog">
            {text.logoutConfirm}
          </p>
        }
        actions={[
          [
            { key: 'cancel', text: text.cancel, onClick: () => setAsking(false) },
            { key: 'confirm', text: text.confirm, bold: true, danger: true, disabled: leaving, onClick: leave },
          ],
        ]}
      />
    </>
  );
}
