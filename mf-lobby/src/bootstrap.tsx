/** Standalone mode (`pnpm --filter mf-lobby dev`): this remote's routes inside the dev harness. */
import { mountDevHarness } from 'tooling/dev-harness';
import createRoutes from './federated/routes';

mountDevHarness({ remoteName: 'mf-lobby', createRoutes });
