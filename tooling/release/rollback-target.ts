/** Which version a rollback points to. Pure, so its rules are unit-tested. */

export type RollbackChoice = { ok: true; version: string } | { ok: false; reason: string };

/**
 * The named version if it was released, otherwise the one released just before the current.
 * @example chooseRollbackTarget(['a', 'b', 'c'], 'c') // { ok: true, version: 'b' }
 */
export function chooseRollbackTarget(
  history: readonly string[],
  current: string | undefined,
  requested?: string,
): RollbackChoice {
  if (requested !== undefined) {
    if (!history.includes(requested)) return { ok: false, reason: `version ${requested} was never released` };
    if (requested === current) return { ok: false, reason: `version ${requested} is already live` };
    return { ok: true, version: requested };
  }
  if (current === undefined) return { ok: false, reason: 'nothing is live, so there is nothing to roll back' };
  const index = history.indexOf(current);
  if (index <= 0) return { ok: false, reason: `no version was released before ${current}` };
  return { ok: true, version: history[index - 1] as string };
}
