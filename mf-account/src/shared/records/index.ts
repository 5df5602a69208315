/** What every record screen is built from beside the kit: amounts, copy lines, the frame, the states' words and ids, the period in the query. */
export { Amount } from './components/Amount';
export { CopyLine } from './components/CopyLine';
export { PeriodRange, RecordScreen } from './components/RecordScreen';
export { recordStyles } from './components/record-styles';
export { RECORD_PERIOD_TABS, RECORD_STATES } from './record-states';
export { usePeriodParam } from './hooks/use-period-param';
export { type BetDetailFilter, betDetailPath, parseBetDetailQuery, parsePeriod } from './record-query';
export { shortenMiddle, signedUsdt, signOfAmount } from './record-format';
