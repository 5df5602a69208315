/** After 塞钱进红包: the packet's code and link with copy buttons, 查看红包 and 再发一个. */
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { messages, shownUsdtText, type RedPacket } from 'shared-contracts';
import { copyText, getHost } from 'remote-kit';
import { packetLink } from '../packet-view';
import styles from '../RedBag.module.css';
import result from '../SendResult.module.css';

const text = messages.redBag;

async function copy(value: string): Promise<void> {
  // The catalogue has no failure text; a copy both paths refused says nothing, as the invite dialog does.
  if (await copyText(value)) getHost().toast(messages.socialCommon.copied);
}

export function SendResult({ packet, onAnother }: { packet: RedPacket; onAnother(): void }) {
  const link = packetLink(window.location.origin, packet.code);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="red-packet-sent">
      <h2 id={headingId} className={styles.cardTitle}>
        {text.sent}
      </h2>
      <p className={styles.sentAmount}>
        {shownUsdtText(packet.total)}
        <span className={styles.sumUnit}>{text.usdt}</span>
      </p>
      <p className={styles.note}>{packet.message || text.defaultMessage}</p>
      <div className={result.shareFacts}>
        <div className={result.shareFact}>
          <span className={result.factLabel}>{text.code}</span>
          <strong className={result.code} data-testid="red-packet-code">
            {packet.code}
          </strong>
          <Button
            size="small"
            fill="outline"
            color="primary"
            onClick={() => void copy(packet.code)}
            data-testid="copy-code"
          >
            {text.copyCode}
          </Button>
        </div>
        <div className={result.shareFact}>
          <span className={result.factLabel}>{text.link}</span>
          <span className={result.linkText} data-testid="red-packet-link">
            {link}
          </span>
          <Button size="small" fill="outline" color="primary" onClick={() => void copy(link)} data-testid="copy-link">
            {text.copyLink}
          </Button>
        </div>
      </div>
      <p className={styles.note}>{text.sentHint}</p>
      <div className={result.actions}>
        <Button
          className={styles.gold}
          shape="rounded"
          onClick={() => getHost().navigate(`/redBag?code=${encodeURIComponent(packet.code)}`)}
          data-testid="red-packet-view"
        >
          {text.view}
        </Button>
        <Button shape="rounded" fill="outline" color="primary" onClick={onAnother} data-testid="red-packet-again">
          {text.sendAnother}
        </Button>
      </div>
    </section>
  );
}
