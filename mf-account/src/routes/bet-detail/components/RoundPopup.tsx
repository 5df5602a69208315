/** A round's detail in the kit's bottom popup: its figures, the provider's bet / win / rollback calls, and the ledger entries they made. */
import type { ReactNode } from 'react';
import { apiPaths, type BetRoundResult, messages } from 'shared-contracts';
import { DetailPopup, LoadFailed, Loading, useQuery } from 'remote-kit';
import { Amount, RECORD_STATES, recordStyles as styles } from '../../../shared/records';
import popup from './RoundPopup.module.css';

const text = messages.bets;

export function RoundPopup({ id, onClose }: { id: number | null; onClose(): void }) {
  const { answer, reload } = useQuery<BetRoundResult>(apiPaths.records.betRound, id === null ? null : { id }, {
    whileReloading: 'loading',
  });
  return (
    <DetailPopup visible={id !== null} title={text.roundTitle} onClose={onClose} testId="round-popup">
      {answer === undefined && <Loading />}
      {answer === null && <LoadFailed onRetry={reload} testId={RECORD_STATES.reloadTestId} />}
      {answer && <RoundDetail round={answer} />}
    </DetailPopup>
  );
}

function RoundDetail({ round }: { round: BetRoundResult }) {
  return (
    <div className={popup.content} data-testid="round-detail">
      <dl className={`${styles.facts} ${popup.flush}`}>
        <Fact term={text.game} value={`${round.game_name} · ${round.provider_name}`} />
        <Fact term={text.roundId} value={round.round_id} />
        <Fact term={text.status} value={text.statusText[round.status]} />
        <Fact term={text.stake} value={<Amount value={round.stake} />} />
        <Fact term={text.payout} value={<Amount value={round.payout} />} />
        <Fact term={text.winLoss} value={<Amount value={round.win_loss} signed />} />
        <Fact term={text.openedAt} value={round.opened_at} />
        {round.settled_at && <Fact term={text.settledAt} value={round.settled_at} />}
      </dl>
      <h3 className={popup.subheading}>{text.calls}</h3>
      {round.calls.length === 0 ? (
        <p className={styles.meta}>{text.noCalls}</p>
      ) : (
        <ul className={styles.list} data-testid="round-calls">
          {round.calls.map((call) => (
            <li key={`${call.kind}:${call.transaction_id}`} className={popup.item}>
              <span className={styles.title}>{text.callKinds[call.kind]}</span>
              <span className={styles.end}>
                <Amount value={call.amount} />
              </span>
              <span className={styles.meta}>
                {text.transactionId} {call.transaction_id}
              </span>
              <span className={`${styles.meta} ${styles.end}`}>{call.created_at}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={popup.subheading}>{text.entries}</h3>
      {round.entries.length === 0 ? (
        <p className={styles.meta}>{text.noEntries}</p>
      ) : (
        <ul className={styles.list} data-testid="round-entries">
          {round.entries.map((entry, index) => (
            <li key={index} className={popup.item}>
              <span className={styles.title}>{entry.kind_name}</span>
              <span className={styles.end}>
                <Amount value={entry.amount} signed />
              </span>
              <span className={styles.meta}>{entry.created_at}</span>
              <span className={`${styles.meta} ${styles.end}`}>
                {messages.bills.balanceAfter} <Amount value={entry.balance_after} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
