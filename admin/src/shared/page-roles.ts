/**
 * Which operator roles see each console screen (the API enforces the same per call), as data apart
 * from the screens: app/pages.tsx builds the menu from it, and a screen asks it whether the operator
 * may open another screen without importing the list of screens (which lazily imports that screen).
 */
import type { OperatorRole } from 'shared-contracts';

const ALL: readonly OperatorRole[] = ['super_admin', 'finance', 'operations', 'support'];
const STAFF: readonly OperatorRole[] = ['super_admin', 'finance', 'operations'];
const FINANCE: readonly OperatorRole[] = ['super_admin', 'finance'];
const SUPER: readonly OperatorRole[] = ['super_admin'];

export const PAGE_ROLES = {
  '/dashboard': STAFF,
  '/withdrawals': FINANCE,
  '/deposits': FINANCE,
  '/deposit-reviews': FINANCE,
  '/players': ALL,
  '/promotions': STAFF,
  '/agents': STAFF,
  '/games': STAFF,
  '/content': STAFF,
  '/risk': FINANCE,
  '/audit': SUPER,
  '/operators': SUPER,
  '/account': ALL,
} as const satisfies Record<string, readonly OperatorRole[]>;

export type AdminPath = keyof typeof PAGE_ROLES;

/**
 * Whether `role` sees the screen at `path` (false for a path that is no screen).
 * @example canOpenPage('/withdrawals', 'support') // false
 */
export function canOpenPage(path: string, role: OperatorRole): boolean {
  const roles: readonly OperatorRole[] | undefined = PAGE_ROLES[path as AdminPath];
  return roles !== undefined && roles.includes(role);
}
