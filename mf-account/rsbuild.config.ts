import { remoteConfig } from 'tooling/rsbuild';

export default remoteConfig({ packageName: 'mf-account', title: '我的', port: 3003 });
