/** Decides at start-up which popups open by themselves (rules in popup-rules.ts) and queues them. */
import { atom } from 'nanostores';
import { apiPaths, type Bulletin } from 'shared-contracts';
import { httpClient } from '../../http/site-client';
import { takePromoPending } from '../../session/entry-token';
import { enqueuePopup } from './popup-queue';
import { POPUP_KEYS, shouldShowFirstTime } from './popup-rules';

/** The bulletin the announcement shows: the first one the API lists. */
export const $announcement = atom<Bulletin | null>(null);

export function startAutoPopups(): void {
  if (takePromoPending()) enqueuePopup('promo');
  if (shouldShowFirstTime(localStorage.getItem(POPUP_KEYS.showtime), localStorage.getItem(POPUP_KEYS.showDialog), Date.now())) enqueuePopup('firstTime');
  if (sessionStorage.getItem(POPUP_KEYS.noticeShown) === null) void queueAnnouncement();
}

async function queueAnnouncement(): Promise<void> {
  try {
    const [first] = await httpClient<Bulletin[]>(apiPaths.bulletin);
    if (!first?.content.trim()) return;
    $announcement.set(first);
    enqueuePopup('notice');
  } catch {
    // Toasted by the client; no announcement this time.
  }
}
