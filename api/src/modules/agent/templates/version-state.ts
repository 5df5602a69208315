/** What each version of the rate template is today: the rule that picks the version in force, applied to all of them. */
import type { CommissionTemplateState } from 'shared-contracts';

export interface VersionDates {
  id: number;
  effective_from: string;
}

/**
 * Each version's state on `today` (Asia/Shanghai 'YYYY-MM-DD'). The version in force is the latest
 * effective on or before today (of one day's versions, the later saved); a later day's version is
 * scheduled unless a version saved after it for the same day replaced it; the rest are superseded.
 * Cancelled versions take no part.
 * @example versionStates([{ id: 1, effective_from: '2000-01-01' }, { id: 2, effective_from: '2026-12-01' }, { id: 3, effective_from: '2026-12-01' }], '2026-11-25', new Set())
 * // Map { 1 => 'in_force', 2 => 'superseded', 3 => 'scheduled' }
 */
export function versionStates(
  versions: readonly VersionDates[],
  today: string,
  cancelled: ReadonlySet<number>,
): Map<number, CommissionTemplateState> {
  const live = versions.filter((version) => !cancelled.has(version.id));
  // Same-length 'YYYY-MM-DD' texts compare as the days they name; the later saved (higher id) wins a day.
  const later = (a: VersionDates, b: VersionDates) =>
    a.effective_from === b.effective_from ? a.id > b.id : a.effective_from > b.effective_from;
  let inForce: VersionDates | undefined;
  const dayWinner = new Map<string, VersionDates>();
  for (const version of live) {
    if (version.effective_from <= today && (!inForce || later(version, inForce))) inForce = version;
    const winner = dayWinner.get(version.effective_from);
    if (!winner || version.id > winner.id) dayWinner.set(version.effective_from, version);
  }
  const states = new Map<number, CommissionTemplateState>();
  for (const version of versions) {
    if (cancelled.has(version.id)) states.set(version.id, 'cancelled');
    else if (version.id === inForce?.id) states.set(version.id, 'in_force');
    else if (version.effective_from > today && dayWinner.get(version.effective_from)?.id === version.id)
      states.set(version.id, 'scheduled');
    else states.set(version.id, 'superseded');
  }
  return states;
}
