/** Who may call a route, and who the caller is once their token is checked. */
import type { OperatorRole } from 'shared-contracts';

export type Audience = 'public' | 'player' | 'operator';

/** An authenticated caller: a player or an operator, with the session their token belongs to. */
export interface Subject {
  type: 'player' | 'operator';
  id: number;
  sessionId: number;
  /**
   * Operators only: their role, whether two-factor login is in force, and whether their password is
   * an initial one still to be changed (read on every request).
   */
  operator?: { role: OperatorRole; totpEnrolled: boolean; mustChangePassword: boolean };
}

/** The caller a route of `audience` gets: none on a public route, an authenticated one otherwise. */
export type SubjectOf<A extends Audience> = A extends 'public' ? null : Subject;
