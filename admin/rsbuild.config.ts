import { adminConfig } from 'tooling/rsbuild';

export default adminConfig();
