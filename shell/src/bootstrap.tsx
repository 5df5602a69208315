/** Boot: read remotes.json, register the remotes it names, then render the site. */
// First: zod must be told before shared-contracts creates its schemas (the CSP forbids eval).
import './platform/zod-jitless';
import { createRoot } from 'react-dom/client';
import { fetchReleaseManifest } from './federation/release-manifest';
import { startFederation } from './federation/remote-loader';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { startInstallPrompt } from './dialogs/add-to-home/install-prompt';
import { setReleases } from './host/host-api';
import { httpClient, setApiBase } from './http/site-client';
import { enableAntdMobileA11y } from './platform/antd-mobile-a11y';
import { enableAntdMobileOnReact19 } from './platform/antd-mobile-react19';
import { applyRootFontSize } from './platform/root-font-size';
import { migrateRemembered } from './platform/remembered-credentials';
import { startTheme } from './platform/theme';
import { removeFirstScreen, startFirstScreenDeadline } from './platform/first-screen';
import { enterWithCode, takeEntryCode } from './session/entry-token';
import { connectSessionClient } from './session/session-request';
import './app/global.css';

// session/ and http/ are peers: the session's API calls go through the site's client, wired here.
connectSessionClient(httpClient);
applyRootFontSize();
enableAntdMobileOnReact19();
enableAntdMobileA11y();
startTheme();
startFirstScreenDeadline();
// Before anything renders: Chromium fires beforeinstallprompt early, once.
startInstallPrompt();

// An old plain remembered password is sealed now, not when the login dialog next opens.
void migrateRemembered();

// ?token= (the login dialog's last step, or a link): the code leaves the address bar before any request.
const entryCode = takeEntryCode();
boot();

function boot(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const root = createRoot(container);

  fetchReleaseManifest().then(
    async (manifest) => {
      setApiBase(manifest.apiBase);
      // The code is exchanged before any remote or user info loads; a good one reloads the page.
      if (entryCode !== null && (await enterWithCode(entryCode))) return;
      setReleases(manifest);
      startFederation(manifest);
      root.render(<App manifest={manifest} />);
    },
    (error: unknown) => {
      console.error('remotes.json could not be loaded', error);
      removeFirstScreen();
      root.render(<BootFailure />);
    },
  );
}
