/**
 * The addresses customer service may choose from when applying on a player's behalf: the player's
 * own bound addresses (a withdrawal on behalf goes nowhere else), as the player's list shows them.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { selectPlayerAge } from '../../protection';
import { listAddresses } from '../addresses/addresses';

export async function onBehalfAddresses(context: AppContext, playerId: number) {
  if (!(await selectPlayerAge(context.db, playerId))) throw refuse(apiMessages.walletPlayerNotFound, 404);
  return listAddresses(context, playerId);
}
