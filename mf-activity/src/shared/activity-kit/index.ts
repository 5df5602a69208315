/** The kit the activity screens are built from: the page root, states, progress bars, reward actions, the claim flow. */
export { RemotePage } from './RemotePage';
export { Answered, EmptyState, LoadFailed, Loading, LoginPrompt, RetryLine } from './components/States';
export { ProgressBars } from './components/ProgressBars';
export { RewardAction } from './components/RewardAction';
export { RewardRows } from './components/RewardRows';
export { default as kitStyles } from './Activity.module.css';
export { useLoggedIn } from './hooks/use-logged-in';
export { useClaimableQuery } from './hooks/use-claimable-query';
export { useRewardClaim, type ClaimTarget, type RewardClaim } from './hooks/use-reward-claim';
export * from './activity-format';
