/**
 * The demo site's operator: a 超级管理员 with a known password, not enrolled in two-factor login
 * (the console asks them to enrol at their first login). Demo mode only: production refuses a
 * database that holds them (holdsDemoData).
 */
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { createOperator } from '../modules/operators/operators';
import { hasOperatorNamed } from './store';

export const DEMO_OPERATOR = { username: 'demoadmin', password: 'demoadmin123456' } as const;

/** Creates the demo operator unless they exist (seeded apart, so an older demo database gets them too). */
export async function seedDemoOperator(context: AppContext): Promise<void> {
  if (await hasOperatorNamed(context.db, DEMO_OPERATOR.username)) return;
  // Two servers starting at once on one database: the second one's insert finds the first's row.
  // Not forced to change the password: the demo's known login keeps working for whoever opens the demo next.
  await createOperator(context, DEMO_OPERATOR.username, DEMO_OPERATOR.password, 'super_admin', {
    mustChangePassword: false,
  }).catch((error) => {
    if (!isUniqueViolation(error)) throw error;
  });
}

/** Whether the database holds the demo operator (a known password): a demo database. */
export function holdsDemoOperator(db: AppContext['db']): Promise<boolean> {
  return hasOperatorNamed(db, DEMO_OPERATOR.username);
}
