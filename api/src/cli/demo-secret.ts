/**
 * Prints the demo provider's secret for the scripts that start the API and the provider side by
 * side (tooling/scripts/demo-secret.ts): in demo mode PROVIDER_DEMO_SECRET or the one kept beside
 * the database (made on first use); in production nothing, so no demo provider is started.
 */
import { withDemoSecret } from '../demo-secret';

process.stdout.write(withDemoSecret(process.env).PROVIDER_DEMO_SECRET ?? '');
