import { remoteConfig } from 'tooling/rsbuild';

export default remoteConfig('mf-account');
