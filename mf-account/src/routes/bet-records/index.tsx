/**
 * /betRecords 投注记录汇总 (spec §2): the period's settled rounds per game category and provider
 * (rounds, valid stake, payout, win/loss) and their total; a row opens its rounds in /betDetail.
 */
import { apiPaths, messages, type BetRecordsResult, type BetRecordsRow } from 'shared-contracts';
import { getHost, useQuery } from 'remote-kit';
import {
  Amount,
  betDetailPath,
  EmptyState,
  LoadFailed,
  Loading,
  PeriodFilter,
  PeriodRange,
  RecordScreen,
  recordPage,
  recordStyles as styles,
  useLoggedIn,
  usePeriodParam,
} from '../../shared/records';

const text = messages.bets;

function BetRecords() {
  const [period, setPeriod] = usePeriodParam();
  const loggedIn = useLoggedIn();
  const { answer, reload } = useQuery<BetRecordsResult>(apiPaths.records.betRecords, loggedIn ? { period } : null, {
    whileReloading: 'loading',
  });
  const open = (row: BetRecordsRow) =>
    getHost().navigate(betDetailPath({ period, game_type_id: row.game_type_id, provider: row.provider }));

  return (
    <RecordScreen testId="bet-records">
      <div className={styles.filters}>
        <PeriodFilter value={period} onChange={setPeriod} />
      </div>
      <PeriodRange answer={answer} />
      {answer === undefined && <Loading />}
      {answer === null && <LoadFailed onRetry={reload} />}
      {answer && (
        <>
          <div className={`${styles.row} ${styles.total}`} data-testid="bet-records-total">
            <span className={styles.title}>{messages.records.total}</span>
            <BetFigures figures={answer.total} />
          </div>
          {answer.rows.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className={styles.list} data-testid="bet-records-list">
              {answer.rows.map((row) => (
                <li
                  key={`${row.game_type_id}:${row.provider}`}
                  className={`${styles.row} ${styles.tappable}`}
                  data-testid="bet-records-row"
                >
                  <a
                    className={`${styles.title} ${styles.stretched}`}
                    href={betDetailPath({ period, game_type_id: row.game_type_id, provider: row.provider })}
                    onClick={(event) => {
                      event.preventDefault();
                      open(row);
                    }}
                  >
                    {row.game_type_name} · {row.provider_name}
                  </a>
                  <span className={`${styles.meta} ${styles.end}`} aria-hidden="true">
                    {text.viewDetail} ›
                  </span>
                  <BetFigures figures={row} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </RecordScreen>
  );
}

type Figures = Pick<BetRecordsRow, 'rounds' | 'stake' | 'payout' | 'win_loss'>;

/** Rounds, valid stake, payout and win/loss, as a definition list. */
export function BetFigures({ figures }: { figures: Figures }) {
  return (
    <dl className={styles.figures} data-testid="bet-figures">
      <div>
        <dt>{text.rounds}</dt>
        <dd data-testid="figure-rounds">{figures.rounds}</dd>
      </div>
      <div>
        <dt>{text.stake}</dt>
        <dd>
          <Amount value={figures.stake} testId="figure-stake" />
        </dd>
      </div>
      <div>
        <dt>{text.payout}</dt>
        <dd>
          <Amount value={figures.payout} testId="figure-payout" />
        </dd>
      </div>
      <div>
        <dt>{text.winLoss}</dt>
        <dd>
          <Amount value={figures.win_loss} signed testId="figure-win-loss" />
        </dd>
      </div>
    </dl>
  );
}

export default recordPage(BetRecords);
