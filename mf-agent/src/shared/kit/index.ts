/** The kit every agent screen is built from: the frame, states, filters, the paged list's view, the claim flow. */
export { AgentScreen, sessionPage } from './components/AgentScreen';
export { ClaimButton } from './components/ClaimButton';
export { FilterTabs, PeriodFilter, type FilterOption } from './components/FilterTabs';
export { PagedList } from './components/PagedList';
export { Answered, EmptyState, LoadFailed, Loading } from './components/States';
export { default as agentStyles } from './Agent.module.css';
export { useLoggedIn } from './hooks/use-logged-in';
export { DetailPopup } from './components/DetailPopup';
export { default as popupStyles } from './Popup.module.css';
