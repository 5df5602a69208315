/** The pay channels as radio buttons: name and limits; USDT-TRC20 first. */
import { messages, type PayChannel } from 'shared-contracts';
import { shortAmount } from '../pay-channels';
import styles from './RechargeForm.module.css';

const text = messages.recharge;

interface Props {
  channels: PayChannel[] | undefined;
  chosen: PayChannel | undefined;
  onChoose(id: number): void;
}

export function ChannelList({ channels, chosen, onChoose }: Props) {
  if (!channels) return <p className={styles.hint}>{text.loading}</p>;
  if (channels.length === 0) return <p className={styles.hint}>{text.noChannel}</p>;
  return (
    <div className={styles.channels} role="radiogroup" aria-label={text.channel}>
      {channels.map((channel) => {
        const checked = channel.id === chosen?.id;
        return (
          <button
            key={channel.id}
            type="button"
            role="radio"
            aria-checked={checked}
            className={checked ? `${styles.channel} ${styles.chosen}` : styles.channel}
            data-testid={`recharge-channel-${channel.code}`}
            onClick={() => onChoose(channel.id)}
          >
            <span className={styles.channelName}>{channel.name}</span>
            <span className={styles.channelLimits}>
              {text.limits} {shortAmount(channel.min_amount)} - {shortAmount(channel.max_amount)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
