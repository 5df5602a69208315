/** Boot: read remotes.json, register the remotes it names, then render the site. */
import { createRoot } from 'react-dom/client';
import { fetchReleaseManifest } from './federation/release-manifest';
import { startFederation } from './federation/remote-loader';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { applyRootFontSize } from './app/root-font-size';
import { enableAntdMobileOnReact19 } from './app/antd-mobile-react19';
import { enableAntdMobileA11y } from './app/antd-mobile-a11y';
import { startTheme } from './app/theme';
import { startInstallPrompt } from './dialogs/add-to-home/install-prompt';
import { setApiBase } from './http/site-client';
import { takeEntryToken } from './session/entry-token';
import './app/global.css';

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
