/** Starts the API on 127.0.0.1 (API_PORT, default 3100). */
import { buildApp } from './app';

const port = Number(process.env.API_PORT ?? 3100);
const app = buildApp({ logger: process.env.API_LOG === '1' });

await app.listen({ host: '127.0.0.1', port });
console.log(`api listening on http://127.0.0.1:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
