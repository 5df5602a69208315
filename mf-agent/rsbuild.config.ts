import { remoteConfig } from 'tooling/rsbuild';

export default remoteConfig({ packageName: 'mf-agent', title: '代理', port: 3004 });
