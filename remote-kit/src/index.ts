/**
 * The remotes' kit: the host slot and route table, the page frame and its states, filter tabs, the
 * paged list, the detail popup and their one stylesheet, the data hooks, the clipboard helper.
 * Operator HTML is `remote-kit/operator-html` (it brings DOMPurify, which only some screens need).
 */
import detailStyles from './ui/Detail.module.css';
import listBaseStyles from './ui/List.module.css';

export { copyText, chooseCopyMethod, type CopyEnvironment, type CopyMethod } from './copy-text';
export { getHost, setHost } from './host-slot';
export { useKeysetList, type KeysetList } from './lists/use-keyset-list';
export { useQuery, type Query, type QueryOptions } from './lists/use-query';
export { failureKind, type QueryFailure } from './lists/query-outcome';
export { useReadable } from './use-readable';
export { lazyPage, type LazyPage } from './lazy-page';
export { createRouteTable, type RouteTableOptions } from './routes/route-table';
export { RemotePage } from './page/RemotePage';
export { PlaceholderPage } from './page/PlaceholderPage';
export { sessionPage, useLoggedIn } from './page/session';
export { Answered, EmptyState, LoadFailed, Loading, LoginPrompt, RetryLine, type LoginPromptText } from './ui/States';
export { MoreFooter, PagedList, type PagedListStates } from './ui/PagedList';
export { FilterTabs, PeriodFilter, type FilterOption, type Periods } from './ui/FilterTabs';
export { DetailPopup, SheetPopup } from './ui/DetailPopup';
export { periodTabs, screenStates, type ScreenStates } from './ui/screen-states';
export { LoggedInScreen } from './ui/LoggedInScreen';
export { Figures, type Figure } from './ui/Figures';
export { BalanceRefresh } from './ui/BalanceRefresh';

/** The kit's list and detail classes in one object, for a remote to lay its own over (`{ ...listStyles, ...own }`). */
export const listStyles: Record<string, string> = { ...listBaseStyles, ...detailStyles };
