import { remoteConfig } from 'tooling/rsbuild';

export default remoteConfig({ packageName: 'mf-lobby', title: '大厅', port: 3001 });
