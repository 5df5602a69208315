/** Whether a player is logged in: agent screens ask the API only then, and show a login prompt to a visitor. */
import { getHost, useReadable } from 'remote-kit';

export const useLoggedIn = () => useReadable(getHost().session.token) !== null;
