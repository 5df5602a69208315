/** Who may change a player (the API's ROLES.finance): adjust balances, disable login, reset the withdrawal password. */
import type { OperatorRole } from 'shared-contracts';

export const FINANCE_ROLES: readonly OperatorRole[] = ['super_admin', 'finance'];
