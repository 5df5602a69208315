/** Boot: read remotes.json, register the remotes it names, then render the site. */
import { createRoot } from 'react-dom/client';
import { fetchReleaseManifest } from './federation/release-manifest';
import { startFederation } from './federation/remote-loader';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { applyRootFontSize } from './app/root-font-size';
import { enableAntdMobileOnReact19 } from './app/antd-mobile-react19';
import { startTheme } from './app/theme';
import './app/global.css';

applyRootFontSize();
enableAntdMobileOnReact19();
startTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
const root = createRoot(container);

fetchReleaseManifest().then(
  (manifest) => {
    startFederation(manifest);
    root.render(<App manifest={manifest} />);
  },
  (error: unknown) => {
    console.error('remotes.json could not be loaded', error);
    root.render(<BootFailure />);
  },
);
