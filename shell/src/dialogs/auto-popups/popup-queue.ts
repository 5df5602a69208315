/**
 * The popups that open by themselves (the promo dialog after the entry flow, the first-time
 * carousel, the announcement) take turns: one modal at a time, in that order, so they never
 * stack on a first visit.
 */
import { atom, computed } from 'nanostores';

export type AutoPopup = 'promo' | 'firstTime' | 'notice';

const ORDER: readonly AutoPopup[] = ['promo', 'firstTime', 'notice'];

const $queue = atom<readonly AutoPopup[]>([]);

/** The popup on screen now, or null. */
export const $currentPopup = computed($queue, (queue) => queue[0] ?? null);

export function enqueuePopup(popup: AutoPopup): void {
  const queue = $queue.get();
  if (queue.includes(popup)) return;
  // Kept in ORDER, but never in front of the popup already on screen.
  const [shown, ...waiting] = queue;
  const sorted = [...waiting, popup].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  $queue.set(shown === undefined ? sorted : [shown, ...sorted]);
}

export function finishPopup(popup: AutoPopup): void {
  $queue.set($queue.get().filter((queued) => queued !== popup));
}
