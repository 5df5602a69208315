import { remoteConfig } from 'tooling/rsbuild';

// The recharge popup is the widget the shell mounts (RECHARGE_POPUP_EXPOSE); its file is this package's business.
export default remoteConfig('mf-wallet', { widgets: { './recharge-popup': './src/federated/recharge-popup.tsx' } });
