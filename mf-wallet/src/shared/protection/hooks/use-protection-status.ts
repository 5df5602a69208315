/** The player's protection status (limits, reality check, first-deposit prompt): the kit's query, asked while `active`; a re-read that fails keeps what was shown. */
import { apiPaths, type ProtectionStatus } from 'shared-contracts';
import { useQuery } from 'remote-kit';

const NO_QUERY = {};

export const useProtectionStatus = (active: boolean) =>
  useQuery<ProtectionStatus>(apiPaths.protection.status, active ? NO_QUERY : null, {
    method: 'GET',
    keepAnswerOnFailure: true,
  });
