/** The test controls: transfers and approvals from the test wallet, mining, faults, limits, state and balances. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FAKE_USDT_CONTRACT, isAddress, randomAddress, USDT_CONTRACT } from './addresses';
import type { Chain } from './chain';
import type { FaultPlan, FaultSpec } from './faults';
import type { RequestAccounting, RequestLimiter } from './limits';

const amountText = z.union([z.string(), z.number()]).transform(String);
const token = z.enum(['usdt', 'fake']).optional();
const transfersBodySchema = z.object({
  transfers: z
    .array(
      z.object({
        from: z.string().optional(),
        to: z.string(),
        amount: amountText,
        token,
        fail: z.boolean().optional(),
        hidden_from_account_index: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(20_000),
});
const approvalsBodySchema = z.object({
  approvals: z
    .array(z.object({ owner: z.string(), spender: z.string(), amount: amountText, token }))
    .min(1)
    .max(20_000),
});
const status = z.union([z.literal(403), z.literal(429), z.literal(500), z.literal(502), z.literal(503)]);
const count = z.number().int().min(1).max(1_000_000);
const pathPrefix = z.string().max(100).optional();
const faultBodySchema = z.union([
  // The first form: a status alone.
  z.object({ kind: z.undefined().optional(), status, count, path_prefix: pathPrefix }),
  z.object({ kind: z.literal('status'), status, count, path_prefix: pathPrefix }),
  z.object({ kind: z.enum(['error200', 'empty', 'v1-404']), count, path_prefix: pathPrefix }),
]);
const limit = z.number().int().min(1).nullable().optional();
const limitsBodySchema = z.object({ per_second: limit, per_day: limit, suspend_ms: limit }).nullable();

const fail = (error: string) => ({ success: false, error });

export interface DemoRoutesOptions {
  chain: Chain;
  faults: FaultPlan;
  limiter: RequestLimiter;
  accounting: RequestAccounting;
  blockMs: number;
}

export function registerDemoRoutes(app: FastifyInstance, options: DemoRoutesOptions): void {
  const { chain, faults, limiter, accounting } = options;
  /** A pooled transaction is in the block after the head. */
  const pooled = (made: Array<{ txId: string; from: string }>) => ({
    transactions: made.map((tx) => ({ tx_id: tx.txId, block_number: chain.head().number + 1, from: tx.from })),
  });

  app.post('/demo/transfers', async (request, reply) => {
    const parsed = transfersBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(fail('invalid transfers'));
    const inputs = parsed.data.transfers.map(({ hidden_from_account_index: hidden, ...transfer }) => ({
      ...transfer,
      hiddenFromAccountIndex: hidden,
    }));
    try {
      return pooled(chain.transferMany(inputs));
    } catch (error) {
      return reply.code(400).send(fail((error as Error).message));
    }
  });
  app.post('/demo/approvals', async (request, reply) => {
    const parsed = approvalsBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(fail('invalid approvals'));
    try {
      return pooled(chain.approveMany(parsed.data.approvals));
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
    const body = parsed.data;
    const spec: FaultSpec =
      body.kind === undefined || body.kind === 'status'
        ? { kind: 'status', status: body.status, count: body.count, pathPrefix: body.path_prefix }
        : { kind: body.kind, count: body.count, pathPrefix: body.path_prefix };
    faults.addSpec(spec);
    return { ok: true };
  });
  app.delete('/demo/faults', async () => {
    faults.clear();
    return { ok: true };
  });
  app.post('/demo/limits', async (request, reply) => {
    const parsed = limitsBodySchema.safeParse(request.body ?? null);
    if (!parsed.success) return reply.code(400).send(fail('invalid limits'));
    const body = parsed.data;
    limiter.set(body && { perSecond: body.per_second, perDay: body.per_day, suspendMs: body.suspend_ms });
    return { ok: true };
  });
  app.get('/demo/state', async () => ({
    head: chain.head().number,
    solidified: chain.solidified().number,
    block_ms: options.blockMs,
    solidify_depth: chain.solidifyDepth,
    transfers: chain.transferCount(),
    requests: faults.counts(),
    request_stats: accounting.stats(),
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
}
