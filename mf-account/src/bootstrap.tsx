/** Standalone mode (`pnpm --filter mf-account dev`): this remote's routes inside the dev harness. */
import { mountDevHarness } from 'tooling/dev-harness';
import createRoutes from './federated/routes';

mountDevHarness({ remoteName: 'mf-account', createRoutes });
