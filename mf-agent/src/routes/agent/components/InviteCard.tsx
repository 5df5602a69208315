/** My invite code with 复制 and 邀请好友 (the shell's invite dialog: links, QR codes, poster), and my upline's id. */
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { messages, type AgentInfoResult } from 'shared-contracts';
import { copyText, getHost } from 'remote-kit';
import { agentStyles as styles } from '../../../shared/kit';
import card from '../AgentPage.module.css';

const text = messages.agent;

export function InviteCard({ info }: { info: AgentInfoResult }) {
  const headingId = useId();
  const copy = () => void copyText(info.invite_code).then((copied) => copied && getHost().toast(text.copied));
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="agent-invite">
      <div className={card.inviteRow}>
        <div>
          <h2 id={headingId} className={styles.note}>
            {text.inviteCode}
          </h2>
          <p className={card.code} data-testid="agent-invite-code">
            {info.invite_code}
          </p>
        </div>
        <div className={card.inviteActions}>
          <Button size="small" fill="outline" color="primary" aria-label={text.copyCode} onClick={copy}>
            {text.copy}
          </Button>
          <Button size="small" color="primary" onClick={() => getHost().openInvite()} data-testid="agent-invite-open">
            {text.invite}
          </Button>
        </div>
      </div>
      <p className={card.upline}>
        {text.upline}{' '}
        <span data-testid="agent-upline">{info.inviter_id === null ? text.noUpline : info.inviter_id}</span>
      </p>
    </section>
  );
}
