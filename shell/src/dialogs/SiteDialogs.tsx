/** Every site-wide dialog the shell owns, mounted once beside the router (spec §2, popups). */
import { useEffect } from 'react';
import { startSession } from '../session/user-session';
import { LoginDialog } from './login/LoginDialog';

export function SiteDialogs() {
  // The session starts with the dialogs: saved token, invite code, refresh, site events.
  useEffect(() => startSession(), []);
  return <LoginDialog />;
}
