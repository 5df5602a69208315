import { remoteConfig } from 'tooling/rsbuild';

// The invite dialog is the widget the shell mounts (INVITE_DIALOG_EXPOSE); its file is this package's business.
export default remoteConfig('mf-agent', { widgets: { './invite-dialog': './src/federated/invite-dialog.tsx' } });
