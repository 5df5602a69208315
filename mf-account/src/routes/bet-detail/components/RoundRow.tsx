/** One round: game, provider and round id, status, stake, payout, win/loss, time; tapping it opens its detail. */
import { messages, type BetRound } from 'shared-contracts';
import { Amount, recordStyles as styles } from '../../../shared/records';

const text = messages.bets;

export function RoundRow({ round, onOpen }: { round: BetRound; onOpen(): void }) {
  return (
    <li
      className={`${styles.row} ${styles.tappable}`}
      data-testid="round-row"
      data-round={round.round_id}
      data-status={round.status}
    >
      <button type="button" className={`${styles.title} ${styles.stretched}`} onClick={onOpen}>
        {round.game_name}
      </button>
      <span className={styles.end}>
        <Amount value={round.win_loss} signed testId="round-win-loss" />
      </span>
      <span className={styles.meta}>
        {round.provider_name} · {text.roundId} {round.round_id}
      </span>
      <span className={`${styles.status} ${styles.end}`} data-status={round.status}>
        {text.statusText[round.status]}
      </span>
      <dl className={styles.figures}>
        <div>
          <dt>{text.stake}</dt>
          <dd>
            <Amount value={round.stake} testId="round-stake" />
          </dd>
        </div>
        <div>
          <dt>{text.payout}</dt>
          <dd>
            <Amount value={round.payout} testId="round-payout" />
          </dd>
        </div>
      </dl>
      <span className={`${styles.meta} ${styles.wide}`}>
        {text.openedAt} {round.opened_at}
      </span>
    </li>
  );
}
