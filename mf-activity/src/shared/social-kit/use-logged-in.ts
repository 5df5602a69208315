/** Whether a player is logged in: a visitor asks nothing that needs a token (a 401 would open the login dialog by itself). */
import { getHost, useReadable } from 'remote-kit';

export const useLoggedIn = () => useReadable(getHost().session.token) !== null;
