/** Who may call a route, and who the caller is once their token is checked. */

export type Audience = 'public' | 'player' | 'operator';

/** An authenticated caller: a player or an operator, with the session their token belongs to. */
export interface Subject {
  type: 'player' | 'operator';
  id: number;
  sessionId: number;
}

/** The caller a route of `audience` gets: none on a public route, an authenticated one otherwise. */
export type SubjectOf<A extends Audience> = A extends 'public' ? null : Subject;
