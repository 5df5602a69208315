/** Starts the demo provider on 127.0.0.1 (DEMO_PROVIDER_PORT, default 3300), a peer of the platform API. */
import { buildDemoProvider } from './server';

const port = Number(process.env.DEMO_PROVIDER_PORT ?? 3300);
const platformOrigin = process.env.PLATFORM_API_ORIGIN ?? 'http://127.0.0.1:3100';
// No default: the start scripts hand over the secret the platform keeps beside its database.
const secret = process.env.PROVIDER_DEMO_SECRET;
if (!secret) {
  console.error('demo provider refuses to start: PROVIDER_DEMO_SECRET is not set (pnpm start and pnpm dev pass it)');
  process.exit(1);
}
const rtp = Number(process.env.DEMO_RTP ?? 0.96);

const app = await buildDemoProvider({
  platformOrigin,
  secret,
  rtp,
  logLevel: process.env.DEMO_PROVIDER_LOG_LEVEL ?? 'info',
});
await app.listen({ host: '127.0.0.1', port });
console.log(`demo provider listening on http://127.0.0.1:${port}/play (platform ${platformOrigin}, RTP ${rtp})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
