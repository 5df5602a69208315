/** Whether a player is logged in: the screens ask the player's calls only then, and show a visitor a login prompt. */
import { getHost, useReadable } from 'remote-kit';

export const useLoggedIn = () => useReadable(getHost().session.token) !== null;
