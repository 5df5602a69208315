import { shellConfig } from 'tooling/rsbuild';

// In `pnpm dev` the dev script serves remotes.json and /api behind this proxy target.
const devSite = process.env.DEV_SITE_URL ?? 'http://127.0.0.1:8080';

export default shellConfig({ devProxy: { '/api': devSite, '/remotes.json': devSite } });
