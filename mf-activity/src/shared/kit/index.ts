/** What every screen of this remote is built from beside the kit: progress, reward rows and actions, the claim flow, formatting, the states' ids. */
export { ProgressBars } from './components/ProgressBars';
export { RewardAction } from './components/RewardAction';
export { RewardRows } from './components/RewardRows';
export { kitStyles } from './activity-styles';
export { ACTIVITY_LOGIN, ACTIVITY_RELOAD_TEST_ID } from './activity-states';
export { useClaimableQuery } from './hooks/use-claimable-query';
export { useRewardClaim, type ClaimTarget, type RewardClaim } from './hooks/use-reward-claim';
export { fillText, newRequestId, shortTime } from './text-format';
export { openExternal } from './safe-url';
export * from './activity-format';
