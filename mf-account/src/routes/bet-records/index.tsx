/**
 * /betRecords 投注记录汇总 (spec §2): the period's settled rounds per game category and provider
 * (rounds, valid stake, payout, win/loss) and their total; a row opens its rounds in /betDetail.
 */
import { apiPaths, type BetRecordsResult, type BetRecordsRow, messages } from 'shared-contracts';
import {
  EmptyState,
  Figures,
  getHost,
  LoadFailed,
  Loading,
  PeriodFilter,
  sessionPage,
  useLoggedIn,
  useQuery,
} from 'remote-kit';
import {
  Amount,
  betDetailPath,
  PeriodRange,
  RECORD_PERIOD_TABS,
  RECORD_STATES,
  RecordScreen,
  recordStyles as styles,
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
      <PeriodFilter sticky {...RECORD_PERIOD_TABS} value={period} onChange={setPeriod} />
      <PeriodRange answer={answer} />
      {answer === undefined && <Loading />}
      {answer === null && <LoadFailed onRetry={reload} testId={RECORD_STATES.reloadTestId} />}
      {answer && (
        <>
          <div className={`${styles.row} ${styles.total}`} data-testid="bet-records-total">
            <span className={styles.title}>{messages.records.total}</span>
            <BetFigures figures={answer.total} />
          </div>
          {answer.rows.length === 0 ? (
            <EmptyState {...RECORD_STATES.list.empty} />
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
    <Figures
      className={styles.figures}
      testId="bet-figures"
      figures={[
        { term: text.rounds, value: figures.rounds, testId: 'figure-rounds' },
        {
          term: text.stake,
          value: <Amount value={figures.stake} testId="figure-stake" />,
        },
        {
          term: text.payout,
          value: <Amount value={figures.payout} testId="figure-payout" />,
        },
        {
          term: text.winLoss,
          value: <Amount value={figures.win_loss} signed testId="figure-win-loss" />,
        },
      ]}
    />
  );
}

export default sessionPage(BetRecords);
