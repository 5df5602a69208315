/** The demo chain's HTTP service: the TronGrid subset the platform's watcher uses, the test controls and the test wallet page. */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FAKE_USDT_CONTRACT, isAddress, randomAddress, USDT_CONTRACT } from './addresses';
import { broadcastTransaction } from './broadcast';
import type { Chain } from './chain';
import { FaultPlan } from './faults';
import { walletPageCss, walletPageHtml, walletPageScript } from './page';
import { blockJson, solidTransactionInfo, trc20Page } from './trongrid';

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');
const integerText = z.coerce.number().int().nonnegative();
const trc20QuerySchema = z.object({
  contract_address: z.string().max(64).optional(),
  only_to: booleanText.optional(),
  only_from: booleanText.optional(),
  only_confirmed: booleanText.optional(),
  min_timestamp: integerText.optional(),
  max_timestamp: integerText.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  order_by: z.enum(['block_timestamp,asc', 'block_timestamp,desc']).optional(),
  fingerprint: z.string().max(200).optional(),
});
const transfersBodySchema = z.object({
  transfers: z
    .array(
      z.object({
        from: z.string().optional(),
        to: z.string(),
        amount: z.union([z.string(), z.number()]).transform(String),
        token: z.enum(['usdt', 'fake']).optional(),
        fail: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(20_000),
});
const faultBodySchema = z.object({
  status: z.union([z.literal(403), z.literal(429), z.literal(500), z.literal(502), z.literal(503)]),
  count: z.number().int().min(1).max(10_000),
  path_prefix: z.string().max(100).optional(),
});

export interface DemoChainServerOptions {
  chain: Chain;
  faults: FaultPlan;
  blockMs: number;
  logLevel?: string;
}

const fail = (error: string) => ({ success: false, error });

/** Counts requests per path; the TronGrid paths can be made to fail (FaultPlan). */
function isTronGridPath(url: string): boolean {
  return url.startsWith('/v1/') || url.startsWith('/wallet');
}

export async function buildDemoChainServer(options: DemoChainServerOptions): Promise<FastifyInstance> {
  const { chain } = options;
  const faults = options.faults;
  const app = Fastify({ logger: options.logLevel ? { level: options.logLevel } : false, bodyLimit: 8 * 1024 * 1024 });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    faults.count(path);
    if (!isTronGridPath(path)) return;
    const status = faults.take(path);
    if (status !== null) return reply.code(status).send(fail(`demo fault ${status}`));
  });

  app.get('/health', async () => ({ ok: true }));

  app.get('/v1/accounts/:address/transactions/trc20', async (request: FastifyRequest, reply) => {
    const { address } = request.params as { address: string };
    if (!isAddress(address)) return reply.code(400).send(fail(`invalid address: ${address}`));
    const parsed = trc20QuerySchema.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(fail('invalid query'));
    const query = parsed.data;
    const page = trc20Page(chain, address, {
      contractAddress: query.contract_address,
      onlyTo: query.only_to,
      onlyFrom: query.only_from,
      onlyConfirmed: query.only_confirmed,
      minTimestamp: query.min_timestamp,
      maxTimestamp: query.max_timestamp,
      limit: query.limit,
      order: query.order_by === 'block_timestamp,asc' ? 'asc' : 'desc',
      fingerprint: query.fingerprint,
    });
    const meta: Record<string, unknown> = { at: Date.now(), page_size: page.data.length };
    if (page.next) {
      meta.fingerprint = page.next;
      const next = new URL(request.url, `http://${request.headers.host ?? '127.0.0.1'}`);
      next.searchParams.set('fingerprint', page.next);
      meta.links = { next: next.toString() };
    }
    return { data: page.data, success: true, meta };
  });

  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: '/walletsolidity/getnowblock', handler: async () => blockJson(chain.solidified()) });
    app.route({ method, url: '/wallet/getnowblock', handler: async () => blockJson(chain.head()) });
  }
  app.post('/walletsolidity/gettransactioninfobyid', async (request) => {
    const value = (request.body as { value?: unknown } | null)?.value;
    return typeof value === 'string' ? solidTransactionInfo(chain, value.toLowerCase()) : {};
  });

  // A full node answers HTTP 200 whatever it decides; the body says it.
  app.post('/wallet/broadcasttransaction', async (request) => broadcastTransaction(chain, request.body));

  app.post('/demo/transfers', async (request, reply) => {
    const parsed = transfersBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(fail('invalid transfers'));
    try {
      const made = chain.transferMany(parsed.data.transfers);
      const blockNumber = chain.head().number + 1;
      return {
        transactions: made.map((transfer) => ({
          tx_id: transfer.txId,
          block_number: blockNumber,
          from: transfer.from,
        })),
      };
    } catch (error) {
      return reply.code(400).send(fail((error as Error).message));
    }
  });
  app.post('/demo/mine', async (request) => {
    const blocks = Number((request.body as { blocks?: unknown } | null)?.blocks ?? 1);
    const made = chain.mine(Math.min(Math.max(Number.isInteger(blocks) ? blocks : 1, 1), 1000));
    return { head: made.at(-1)!.number, solidified: chain.solidified().number };
  });
  app.post('/demo/faults', async (request, reply) => {
    const parsed = faultBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(fail('invalid fault'));
    faults.add(parsed.data.status, parsed.data.count, parsed.data.path_prefix ?? '/');
    return { ok: true };
  });
  app.get('/demo/state', async () => ({
    head: chain.head().number,
    solidified: chain.solidified().number,
    block_ms: options.blockMs,
    solidify_depth: chain.solidifyDepth,
    transfers: chain.transferCount(),
    requests: faults.counts(),
  }));
  app.get('/demo/transactions', async (request) => {
    const ids = String((request.query as { ids?: unknown }).ids ?? '')
      .split(',')
      .slice(0, 50);
    return ids.flatMap((id) => {
      const transfer = chain.find(id);
      if (!transfer) return [];
      const confirmations = transfer.block ? chain.head().number - transfer.block.number : null;
      return [{ tx_id: id, success: transfer.success, confirmations, solidified: chain.isSolidified(transfer) }];
    });
  });

  // What an address holds after the mined blocks (raw 6-decimal units), e.g. a hot wallet before and after a payout.
  app.get('/demo/balances', async (request) =>
    String((request.query as { addresses?: unknown }).addresses ?? '')
      .split(',')
      .slice(0, 50)
      .filter(isAddress)
      .map((address) => ({
        address,
        usdt: chain.balanceOf(USDT_CONTRACT, address).toString(),
        fake_usdt: chain.balanceOf(FAKE_USDT_CONTRACT, address).toString(),
      })),
  );
  app.get('/demo/random-address', async () => ({ address: randomAddress() }));
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'self'; img-src 'self' data:")
      .send(walletPageHtml(chain.solidifyDepth)),
  );
  app.get('/wallet.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(walletPageScript));
  app.get('/wallet.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(walletPageCss));
  return app;
}
