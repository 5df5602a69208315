/**
 * Which operator roles may call which kind of operator route (issue 17). Every operator route names
 * one of these sets (defineRoute requires it); the API answers any other role 403.
 */
import type { OperatorRole } from 'shared-contracts';

export const ROLES = {
  /** Everyone in the console: their own account, read-only player view, the dashboard. */
  anyOperator: ['super_admin', 'finance', 'operations', 'support'],
  /** Everyone but 客服, who only sees players: reads of the site's settings and lists. */
  staff: ['super_admin', 'finance', 'operations'],
  /** Money: deposits, withdrawals, adjustments, held wins, pay channels, withdrawal rules. */
  finance: ['super_admin', 'finance'],
  /** Content, games, promotions, rebates, commission templates, community and custom pages. */
  operations: ['super_admin', 'operations'],
  /** Operators, their roles and sessions, the audit log, lifting a permanent exclusion. */
  superAdmin: ['super_admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
