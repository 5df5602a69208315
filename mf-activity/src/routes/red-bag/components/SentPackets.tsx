/** 我发出的红包: my packets, newest first, keyset paged; each with its status, n/m taken and what came back; a tap opens it. */
import { useId } from 'react';
import {
  apiPaths,
  messages,
  parseUsdt,
  shownUsdtText,
  type RedPacketMineResult,
  type SentRedPacket,
} from 'shared-contracts';
import { EmptyState, getHost, listStyles, MoreFooter, useKeysetList } from 'remote-kit';
import { fillText, shortTime } from '../../../shared/kit';
import { statusLabel } from '../packet-view';
import packetStyles from '../Packet.module.css';
import styles from '../RedBag.module.css';

const text = messages.redBag;
const NO_FILTER = {};
const rowsOf = (answer: RedPacketMineResult) => answer.list;
const keyOf = (packet: SentRedPacket) => packet.code;

export function SentPackets() {
  const headingId = useId();
  const list = useKeysetList<SentRedPacket, RedPacketMineResult>({
    path: apiPaths.activity.redPacketMine,
    method: 'GET',
    filter: NO_FILTER,
    rowsOf,
    keyOf,
  });
  const empty = list.loaded && !list.hasMore && list.rows.length === 0;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {text.mineHeading}
      </h2>
      {empty ? (
        <EmptyState title={text.mineEmpty} testId="red-packet-mine-empty" />
      ) : (
        <ul className={packetStyles.list} data-testid="red-packet-mine">
          {list.rows.map((packet) => (
            <SentRow key={packet.code} packet={packet} />
          ))}
        </ul>
      )}
      <MoreFooter list={list} empty={empty} retryTestId="social-reload" />
    </section>
  );
}

function SentRow({ packet }: { packet: SentRedPacket }) {
  const refunded = (parseUsdt(packet.refunded_amount) ?? 0) > 0;
  return (
    <li className={packetStyles.row} data-testid="red-packet-mine-row" data-status={packet.status}>
      <button
        type="button"
        className={`${listStyles.stretched} ${packetStyles.message}`}
        onClick={() => getHost().navigate(`/redBag?code=${encodeURIComponent(packet.code)}`)}
      >
        {packet.message || text.defaultMessage}
      </button>
      <span className={packetStyles.amount}>
        {shownUsdtText(packet.total)} {text.usdt}
      </span>
      <span className={packetStyles.meta}>
        {shortTime(packet.created_at)} · {text.split[packet.split]} ·{' '}
        {fillText(text.taken, { taken: packet.taken_count, count: packet.count })}
        {refunded && ` · ${fillText(text.refunded, { amount: shownUsdtText(packet.refunded_amount) })}`}
      </span>
      <span className={packetStyles.status} data-status={packet.status}>
        {statusLabel(packet.status)}
      </span>
    </li>
  );
}
