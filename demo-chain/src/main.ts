/** Starts the demo chain on 127.0.0.1 (DEMO_CHAIN_PORT, default 3599): the platform's TRON_API_URL in demo mode. */
import { startDemoChain } from './index';

const port = Number(process.env.DEMO_CHAIN_PORT ?? 3599);
const blockMs = Number(process.env.DEMO_CHAIN_BLOCK_MS ?? 3000);
if (!Number.isInteger(blockMs) || blockMs < 10) {
  console.error(`demo chain refuses to start: DEMO_CHAIN_BLOCK_MS must be a whole number of ms ≥ 10, not ${blockMs}`);
  process.exit(1);
}
const demoChain = await startDemoChain({ port, blockMs, logLevel: process.env.DEMO_CHAIN_LOG_LEVEL ?? 'warn' });
console.log(`demo chain listening on ${demoChain.url}/ (a block every ${blockMs} ms, solidified 19 blocks later)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void demoChain.close().then(() => process.exit(0));
  });
}
