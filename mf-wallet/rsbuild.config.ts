import { remoteConfig } from 'tooling/rsbuild';

export default remoteConfig({ packageName: 'mf-wallet', title: '钱包', port: 3002 });
