/** Decides at start-up which popups open by themselves (rules in popup-rules.ts) and queues them. */
import { atom } from 'nanostores';
import { apiPaths, type Bulletin } from 'shared-contracts';
import { httpClient } from '../../http/site-client';
import { takePromoPending } from '../../session/entry-token';
import { LOCAL_KEYS, SESSION_KEYS } from '../../stores/storage-keys';
import { enqueuePopup } from './popup-queue';
import { shouldShowFirstTime } from './popup-rules';

/** The bulletin the announcement shows: the first one the API lists. */
export const $announcement = atom<Bulletin | null>(null);

export function startAutoPopups(): void {
  if (takePromoPending()) enqueuePopup('promo');
  if (
    shouldShowFirstTime(
      localStorage.getItem(LOCAL_KEYS.promoShownAt),
      localStorage.getItem(LOCAL_KEYS.promoEnabled),
      Date.now(),
    )
  )
    enqueuePopup('firstTime');
  if (sessionStorage.getItem(SESSION_KEYS.noticeShown) === null) void queueAnnouncement();
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
