/**
 * The home page's first screen, drawn by the site server before any script (tooling/site/first-screen):
 * it covers the page until the lobby says its own home is on screen, then goes. Anything else that
 * takes the screen (another route, a remote's fallback, a boot failure) removes it too, and a
 * deadline makes sure a remote that never says so cannot leave the site behind a picture.
 */
import { FIRST_SCREEN_ELEMENT_IDS } from 'shared-contracts';

const FIRST_SCREEN_ID = FIRST_SCREEN_ELEMENT_IDS.screen;
/** Long enough for a slow phone on a slow network to load the lobby; short enough that a silent lobby is not a dead page. */
const DEADLINE_MS = 15_000;

let gone: () => void = () => undefined;
/** Resolves once the first screen is gone (at once on a page without one): the page is the site's own. */
export const firstScreenGone = new Promise<void>((resolve) => (gone = resolve));

export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  gone();
}

/** Starts the deadline; called once at boot. */
export function startFirstScreenDeadline(): void {
  if (document.getElementById(FIRST_SCREEN_ID)) window.setTimeout(removeFirstScreen, DEADLINE_MS);
  else gone();
}
