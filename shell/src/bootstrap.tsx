/** Boot: read remotes.json, register the remotes it names, then render the site. */
import { createRoot } from 'react-dom/client';
import { fetchReleaseManifest } from './federation/release-manifest';
import { startFederation } from './federation/remote-loader';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { startInstallPrompt } from './dialogs/add-to-home/install-prompt';
import { httpClient, setApiBase } from './http/site-client';
import { enableAntdMobileA11y } from './platform/antd-mobile-a11y';
import { enableAntdMobileOnReact19 } from './platform/antd-mobile-react19';
import { applyRootFontSize } from './platform/root-font-size';
import { startTheme } from './platform/theme';
import { takeEntryToken } from './session/entry-token';
import { connectSessionClient } from './session/session-request';
import './app/global.css';

// session/ and http/ are peers: the session's API calls go through the site's client, wired here.
connectSessionClient(httpClient);
applyRootFontSize();
enableAntdMobileOnReact19();
enableAntdMobileA11y();
startTheme();
// Before anything renders: Chromium fires beforeinstallprompt early, once.
startInstallPrompt();

// ?token= (the login dialog's last step, or a link carrying a session): store it and reload
// without it; nothing renders meanwhile.
if (!takeEntryToken()) boot();

function boot(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const root = createRoot(container);

  fetchReleaseManifest().then(
    (manifest) => {
      setApiBase(manifest.apiBase);
      startFederation(manifest);
      root.render(<App manifest={manifest} />);
    },
    (error: unknown) => {
      console.error('remotes.json could not be loaded', error);
      root.render(<BootFailure />);
    },
  );
}
