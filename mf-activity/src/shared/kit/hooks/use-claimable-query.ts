/** A GET answer the page can claim from (a promotion's progress, the rebates waiting): after a claim, made or failed, it is read again and the page told. */
import { useCallback } from 'react';
import { useQuery, type Query } from 'remote-kit';
import { useRewardClaim, type RewardClaim } from './use-reward-claim';

export function useClaimableQuery<Answer>(
  path: string,
  filter: Readonly<Record<string, unknown>>,
  onClaimed?: () => void,
): { query: Query<Answer>; rewardClaim: RewardClaim } {
  const query = useQuery<Answer>(path, filter, { method: 'GET' });
  const { reload } = query;
  const onDone = useCallback(() => {
    reload();
    onClaimed?.();
  }, [reload, onClaimed]);
  return { query, rewardClaim: useRewardClaim(onDone) };
}
