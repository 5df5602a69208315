/** Standalone mode (`pnpm --filter mf-activity dev`): this remote's routes inside the dev harness. */
import { mountDevHarness } from 'tooling/dev-harness';
import createRoutes from './federated/routes';

mountDevHarness({ remoteName: 'mf-activity', createRoutes });
