/** 领取详情: how much of the packet is taken, then each share (masked player, time, amount), 手气最佳 on a random packet's finished best. */
import { useId } from 'react';
import { messages, shownUsdtText, type RedPacket } from 'shared-contracts';
import { fillText, shortTime } from '../../../shared/kit';
import { bestShareIndex } from '../packet-view';
import packetStyles from '../Packet.module.css';
import styles from '../RedBag.module.css';

const text = messages.redBag;

export function ShareList({ packet }: { packet: RedPacket }) {
  const headingId = useId();
  const best = bestShareIndex(packet);
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="red-packet-shares">
      <h2 id={headingId} className={styles.cardTitle}>
        {text.sharesHeading}
      </h2>
      <p className={styles.note} data-testid="red-packet-summary">
        {fillText(text.sharesSummary, {
          taken: packet.taken_count,
          count: packet.count,
          amount: shownUsdtText(packet.taken_amount),
          total: shownUsdtText(packet.total),
        })}
      </p>
      {packet.shares.length === 0 ? (
        <p className={styles.note}>{text.noShares}</p>
      ) : (
        <ul className={packetStyles.list}>
          {packet.shares.map((share, index) => (
            <li
              key={`${share.player}#${share.created_at}#${index}`}
              className={packetStyles.row}
              data-testid="red-packet-share"
            >
              <span className={packetStyles.player}>{share.player}</span>
              <span className={packetStyles.amount}>
                {shownUsdtText(share.amount)} {text.usdt}
              </span>
              <span className={packetStyles.meta}>{shortTime(share.created_at)}</span>
              {index === best && <span className={packetStyles.best}>{text.best}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
