/**
 * A fake TronGrid on 127.0.0.1 for the watcher's tests, serving the subset of /tmp spec "demo
 * chain" (the same paths, paging by fingerprint, receipts, faults), with an interface close to
 * demo-chain's startDemoChain: `{ url, chain, close() }`. It also records every request's headers.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isTronAddress } from '../modules/tron/address';
import { FakeTronChain, FAKE_USDT, USDT } from './fake-tron-chain';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export class FakeTronGridChain extends FakeTronChain {
  readonly requests: RecordedRequest[] = [];
  private faults: Array<{ status: number; left: number; pathPrefix: string }> = [];

  /** The next `count` requests under `pathPrefix` answer `status`. */
  fail(status: number, count: number, pathPrefix = '/'): void {
    this.faults.push({ status, left: count, pathPrefix });
  }

  requestCount(pathPrefix = '/'): number {
    return this.requests.filter((request) => request.path.startsWith(pathPrefix)).length;
  }

  takeFault(path: string): number | null {
    const fault = this.faults.find((candidate) => candidate.left > 0 && path.startsWith(candidate.pathPrefix));
    if (!fault) return null;
    fault.left -= 1;
    return fault.status;
  }
}

const LIST_PATH = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/;

function listPage(chain: FakeTronChain, address: string, query: URLSearchParams, pageLimitMax: number) {
  const contract = query.get('contract_address');
  const onlyTo = query.get('only_to') === 'true';
  const minTimestamp = Number(query.get('min_timestamp') ?? 0);
  const maxTimestamp = Number(query.get('max_timestamp') ?? Number.MAX_SAFE_INTEGER);
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 20), 1), pageLimitMax);
  let items = chain
    .listItems()
    .filter((item) => item.to === address || (!onlyTo && item.from === address))
    .filter((item) => !contract || item.token_info.address === contract)
    .filter((item) => query.get('only_confirmed') !== 'true' || item.blockNumber <= chain.solidified())
    .filter((item) => item.block_timestamp >= minTimestamp && item.block_timestamp <= maxTimestamp);
  if (query.get('order_by') !== 'block_timestamp,asc') items = items.reverse();
  const fingerprint = query.get('fingerprint');
  const offset = fingerprint ? Number(Buffer.from(fingerprint, 'base64url').toString().slice(7)) : 0;
  const data = items.slice(offset, offset + limit).map(({ blockNumber: _block, ...item }) => item);
  const more = offset + limit < items.length;
  const nextFingerprint = Buffer.from(`offset:${offset + limit}`).toString('base64url');
  return {
    data,
    success: true,
    meta: {
      at: Date.now(),
      page_size: data.length,
      ...(more ? { fingerprint: nextFingerprint, links: { next: `…&fingerprint=${nextFingerprint}` } } : {}),
    },
  };
}

const blockOf = (chain: FakeTronChain, number: number) => ({
  blockID: number.toString(16).padStart(64, '0'),
  block_header: { raw_data: { number, timestamp: chain.timestampOf(number) } },
});

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(
  chain: FakeTronGridChain,
  path: string,
  query: URLSearchParams,
  body: Record<string, unknown>,
  pageLimitMax: number,
) {
  const list = LIST_PATH.exec(path);
  if (list) {
    const address = decodeURIComponent(list[1] as string);
    if (!isTronAddress(address)) return { status: 400, json: { success: false, error: 'invalid address' } };
    return { status: 200, json: listPage(chain, address, query, pageLimitMax) };
  }
  if (path === '/walletsolidity/getnowblock') return { status: 200, json: blockOf(chain, chain.solidified()) };
  if (path === '/wallet/getnowblock') return { status: 200, json: blockOf(chain, chain.head()) };
  if (path === '/walletsolidity/gettransactioninfobyid')
    return { status: 200, json: chain.transactionInfo(String(body.value ?? '')) };
  return { status: 404, json: { success: false, error: 'not found' } };
}

export interface FakeTronGrid {
  url: string;
  chain: FakeTronGridChain;
  close(): Promise<void>;
}

export async function startFakeTronGrid(
  options: { port?: number; solidifyDepth?: number; pageLimitMax?: number } = {},
): Promise<FakeTronGrid> {
  const chain = new FakeTronGridChain({ solidifyDepth: options.solidifyDepth });
  const pageLimitMax = options.pageLimitMax ?? 200;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      chain.requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
      });
      const body = request.method === 'POST' ? await bodyOf(request) : {};
      const fault = chain.takeFault(url.pathname);
      const { status, json } =
        fault !== null
          ? { status: fault, json: { success: false, error: `fault ${fault}` } }
          : answer(chain, url.pathname, url.searchParams, body, pageLimitMax);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chain,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { FAKE_USDT, USDT };
