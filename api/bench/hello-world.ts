/**
 * A bare Fastify server as a process of its own (bench:wallet's HTTP ceiling): it reads a JSON body
 * like a wallet call's and answers a small JSON, with nothing else on the way.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/hello', async (request) => ({ code: 200, result: { balance: '1.00', echo: typeof request.body } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.API_PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
