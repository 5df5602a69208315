import { remoteConfig } from 'tooling/rsbuild';

export default remoteConfig({ packageName: 'mf-activity', title: '活动', port: 3005 });
