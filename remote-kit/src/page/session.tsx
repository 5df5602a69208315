/** The player's session as a screen needs it: whether someone is logged in, and a page that starts afresh for each session. */
import type { ComponentType } from 'react';
import { getHost } from '../host-slot';
import { useReadable } from '../use-readable';

/** Whether a player is logged in: screens ask the player's calls only then, and show a visitor a login prompt. */
export const useLoggedIn = () => useReadable(getHost().session.token) !== null;

/**
 * A page that starts afresh for every session: a player who logs out and another who logs in on
 * the same (kept-alive) page never sees the rows, filters or numbers loaded for the one before.
 */
export function sessionPage(Page: ComponentType): ComponentType {
  function SessionPage() {
    const token = useReadable(getHost().session.token);
    return <Page key={token ?? ''} />;
  }
  return SessionPage;
}
