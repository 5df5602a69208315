/** The games of a list answer: a page ({ total, data }) or, defensively, a bare array. */
import type { Game, GamePage } from 'shared-contracts';

export function gamesOf(result: GamePage | readonly Game[] | null | undefined): readonly Game[] {
  if (!result) return [];
  return Array.isArray(result) ? result : (result as GamePage).data;
}
