/** TronGrid's v1 routes: an account's TRC20 transactions and a contract's events, with fingerprint paging. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isAddress, parseAddress } from './addresses';
import type { Chain } from './chain';
import { listEnvelope, MAX_PAGE_LIMIT } from './paging';
import { eventsPage, trc20Page } from './trongrid';

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');
const integerText = z.coerce.number().int().nonnegative();
const orderText = z
  .enum(['block_timestamp,asc', 'block_timestamp,desc'])
  .transform((order) => order.slice(16) as 'asc' | 'desc');
const common = {
  only_confirmed: booleanText.optional(),
  only_unconfirmed: booleanText.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
  order_by: orderText.optional(),
  fingerprint: z.string().max(200).optional(),
};
const trc20QuerySchema = z.object({
  ...common,
  contract_address: z.string().max(64).optional(),
  only_to: booleanText.optional(),
  only_from: booleanText.optional(),
  min_timestamp: integerText.optional(),
  max_timestamp: integerText.optional(),
});
const eventsQuerySchema = z.object({
  ...common,
  event_name: z.string().max(100).optional(),
  min_block_timestamp: integerText.optional(),
  max_block_timestamp: integerText.optional(),
});

const fail = (error: string) => ({ success: false, error });

/** TronGrid answers a limit past 200 with HTTP 400 and an empty body. */
const overLimit = (request: FastifyRequest) => Number((request.query as { limit?: unknown }).limit) > MAX_PAGE_LIMIT;

const urlOf = (request: FastifyRequest) => new URL(request.url, `http://${request.headers.host ?? '127.0.0.1'}`);

export function registerV1Routes(app: FastifyInstance, chain: Chain): void {
  app.get('/v1/accounts/:address/transactions/trc20', async (request: FastifyRequest, reply: FastifyReply) => {
    const { address } = request.params as { address: string };
    if (overLimit(request)) return reply.code(400).send();
    if (!isAddress(address)) return reply.code(400).send(fail(`invalid address: ${address}`));
    const parsed = trc20QuerySchema.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(fail('invalid query'));
    const query = parsed.data;
    const page = trc20Page(chain, address, {
      contractAddress: query.contract_address === undefined ? undefined : (parseAddress(query.contract_address) ?? '-'),
      onlyTo: query.only_to,
      onlyFrom: query.only_from,
      onlyConfirmed: query.only_confirmed,
      onlyUnconfirmed: query.only_unconfirmed,
      minTimestamp: query.min_timestamp,
      maxTimestamp: query.max_timestamp,
      limit: query.limit,
      order: query.order_by,
      fingerprint: query.fingerprint,
    });
    return listEnvelope(page.data, page.next, urlOf(request), chain.clock());
  });

  app.get('/v1/contracts/:contract/events', async (request: FastifyRequest, reply: FastifyReply) => {
    const contract = parseAddress((request.params as { contract: string }).contract);
    if (overLimit(request)) return reply.code(400).send();
    if (!contract) return reply.code(400).send(fail('invalid contract address'));
    const parsed = eventsQuerySchema.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(fail('invalid query'));
    const query = parsed.data;
    const page = eventsPage(chain, contract, {
      eventName: query.event_name,
      onlyConfirmed: query.only_confirmed,
      onlyUnconfirmed: query.only_unconfirmed,
      minTimestamp: query.min_block_timestamp,
      maxTimestamp: query.max_block_timestamp,
      limit: query.limit,
      order: query.order_by,
      fingerprint: query.fingerprint,
    });
    return listEnvelope(page.data, page.next, urlOf(request), chain.clock());
  });
}
