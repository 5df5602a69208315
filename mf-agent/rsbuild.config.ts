import { remoteConfig } from 'tooling/rsbuild';

export default remoteConfig({
  packageName: 'mf-agent',
  title: '代理',
  port: 3004,
  widgets: { './invite-dialog': './src/federated/invite-dialog.tsx' },
});
