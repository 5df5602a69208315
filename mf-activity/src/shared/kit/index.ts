/** The kit every screen of this remote is built from: the page root, states, session, formatting, safe operator HTML, the claim flow. */
export { RemotePage } from './RemotePage';
export { Answered, EmptyState, LoadFailed, Loading, LoginPrompt, RetryLine } from './components/States';
export { MoreFooter } from './components/MoreFooter';
export { ProgressBars } from './components/ProgressBars';
export { RewardAction } from './components/RewardAction';
export { RewardRows } from './components/RewardRows';
export { default as kitStyles } from './Activity.module.css';
export { useLoggedIn } from './hooks/use-logged-in';
export { useLookup, type Lookup } from './hooks/use-lookup';
export { useClaimableQuery } from './hooks/use-claimable-query';
export { useRewardClaim, type ClaimTarget, type RewardClaim } from './hooks/use-reward-claim';
export { fillText, newRequestId, shortTime } from './text-format';
export { isSafeImageSrc, isSafeLinkHref, openExternal } from './safe-url';
export { sanitizeHtml } from './safe-html';
export * from './activity-format';
