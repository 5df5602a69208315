/** The kit every record screen is built from: filters, the paged list's view, amounts, copy lines, the login prompt. */
export { Amount } from './components/Amount';
export { CopyLine } from './components/CopyLine';
export { FilterTabs, PeriodFilter, type FilterOption } from './components/FilterTabs';
export { EmptyState, LoadFailed, Loading, PagedList } from './components/PagedList';
export { PeriodRange, recordPage, RecordScreen } from './components/RecordScreen';
export { default as recordStyles } from './components/Records.module.css';
export { useLoggedIn } from './hooks/use-logged-in';
export { usePeriodParam } from './hooks/use-period-param';
export { betDetailPath, parseBetDetailQuery, parsePeriod, type BetDetailFilter } from './record-query';
export { shortenMiddle, signedUsdt, signOfAmount } from './record-format';
