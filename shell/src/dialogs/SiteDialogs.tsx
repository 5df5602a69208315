/** Every site-wide dialog the shell owns, mounted once beside the router (spec §2, popups). */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { loadSiteConfig } from '../session/site-config';
import { startSession } from '../session/user-session';
import { $currentPopup } from './auto-popups/popup-queue';
import { startAutoPopups } from './auto-popups/start-auto-popups';
import { CustomerServiceDialog } from './customer-service/CustomerServiceDialog';
import { InviteSlot } from './widgets/InviteSlot';
import { RechargeSlot } from './widgets/RechargeSlot';
import { LoginDialog } from './login/LoginDialog';
import { startRealityCheck } from './reality-check/reality-check';
import { RealityCheckDialog } from './reality-check/RealityCheckDialog';

// The carousel (swiper) and the sanitizer load only when a popup is due.
const AutoPopups = lazy(() => import('./auto-popups/AutoPopups'));

let started = false;

function startSite(): () => void {
  const stopSession = startSession();
  // After the session: the reality check follows its token and user info.
  const stopRealityCheck = startRealityCheck();
  // Once per page load, also under StrictMode's double effects: the popup rules consume flags.
  if (!started) {
    started = true;
    void loadSiteConfig();
    startAutoPopups();
  }
  return () => {
    stopRealityCheck();
    stopSession();
  };
}

export function SiteDialogs() {
  const popup = useStore($currentPopup);
  // The session starts with the dialogs: saved token, invite code, refresh, site events.
  useEffect(() => startSite(), []);
  return (
    <>
      {popup !== null && (
        <Suspense fallback={null}>
          <AutoPopups />
        </Suspense>
      )}
      <InviteSlot />
      <RechargeSlot />
      <CustomerServiceDialog />
      <LoginDialog />
      <RealityCheckDialog />
    </>
  );
}
