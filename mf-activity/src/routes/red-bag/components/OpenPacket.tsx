/**
 * A packet opened by its code: the envelope (sender, message) with 开 while it can be taken, or my
 * share, 手慢了, 已过期, or the sender's own view; then the shares taken. A refused grab (someone was
 * faster, it expired) reads the packet again so the envelope says why.
 */
import { Button, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { apiPaths, messages, shownUsdtText, type RedPacket, type RedPacketGrabResult } from 'shared-contracts';
import { getHost, LoadFailed, Loading, useQuery } from 'remote-kit';
import { fillText } from '../../../shared/kit';
import { packetState, statusLabel } from '../packet-view';
import packetStyles from '../Packet.module.css';
import styles from '../RedBag.module.css';
import { ShareList } from './ShareList';

const text = messages.redBag;

export function OpenPacket({ code }: { code: string }) {
  const view = useQuery<RedPacket>(apiPaths.activity.redPacketView, code === '' ? null : { code }, { method: 'GET' });
  // No code asks nothing: there is no packet to show.
  const failure = code === '' ? 'refused' : view.failure;
  const answer = view.answer;
  if (failure === 'refused') return <PacketMissing />;
  if (failure === 'failed') return <LoadFailed onRetry={view.reload} testId="social-reload" />;
  if (!answer) return <Loading />;
  return (
    <>
      <Envelope packet={answer} onGrabbed={view.replace} onRefused={view.reload} />
      <ShareList packet={answer} />
      <Button
        className={packetStyles.another}
        fill="none"
        onClick={() => getHost().navigate('/redBag')}
        data-testid="send-mine"
      >
        {text.sendMine}
      </Button>
    </>
  );
}

interface EnvelopeProps {
  packet: RedPacket;
  onGrabbed(packet: RedPacket): void;
  onRefused(): void;
}

function Envelope({ packet, onGrabbed, onRefused }: EnvelopeProps) {
  const [busy, setBusy] = useState(false);
  const state = packetState(packet);
  const grab = async () => {
    if (busy) return;
    const host = getHost();
    setBusy(true);
    try {
      const result = await host.request<RedPacketGrabResult>(apiPaths.activity.redPacketGrab, {
        method: 'POST',
        body: { code: packet.code },
      });
      onGrabbed(result.packet);
      await host.session.refreshBalance().catch(() => undefined);
    } catch {
      // The shell toasted why (手慢了, 已过期, 已领取); the packet as it is now shows the rest.
      onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={packetStyles.envelope} data-testid="red-packet-envelope" data-state={state}>
      <p className={packetStyles.sender}>{fillText(text.from, { sender: packet.sender })}</p>
      <p className={packetStyles.wish}>{packet.message || text.defaultMessage}</p>
      {state === 'open' && (
        <button
          type="button"
          className={packetStyles.openButton}
          aria-label={text.openLabel}
          aria-busy={busy}
          disabled={busy}
          onClick={() => void grab()}
          data-testid="red-packet-open"
        >
          <span aria-hidden="true">{text.open}</span>
        </button>
      )}
      {busy && <p role="status">{text.opening}</p>}
      {state === 'taken' && packet.my_share !== null && (
        <div className={packetStyles.myShare} data-testid="red-packet-my-share">
          <p>{text.myShare}</p>
          <p className={packetStyles.myAmount}>
            {shownUsdtText(packet.my_share)}
            <span className={styles.sumUnit}>{text.usdt}</span>
          </p>
        </div>
      )}
      {state === 'finished' && <p className={packetStyles.outcome}>{text.emptyPacket}</p>}
      {state === 'expired' && <p className={packetStyles.outcome}>{text.expiredPacket}</p>}
      {state === 'mine' && (
        <p className={packetStyles.outcome}>
          {text.ownPacket} · {statusLabel(packet.status)}
        </p>
      )}
    </section>
  );
}

function PacketMissing() {
  return (
    <div className={styles.card} data-testid="red-packet-missing">
      <ErrorBlock status="empty" title={text.notFound} description={null} />
      <Button className={styles.gold} block shape="rounded" onClick={() => getHost().navigate('/redBag')}>
        {text.sendMine}
      </Button>
    </div>
  );
}
