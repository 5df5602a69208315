/**
 * The demo chain, started in-process (tests, benchmarks) or by main.ts: a TronGrid-compatible
 * peer on 127.0.0.1 that makes a block every `blockMs` and solidifies it `solidifyDepth` later.
 */
import type { AddressInfo } from 'node:net';
import { USDT_CONTRACT } from './addresses';
import { Chain } from './chain';
import { FaultPlan, type FaultSpec } from './faults';
import { RequestAccounting, RequestLimiter, type RequestLimits, type RequestStats } from './limits';
import { buildDemoChainServer } from './server';
import type { ApprovalInput, ChainTransfer, TransferInput } from './transactions';

export { USDT_CONTRACT, FAKE_USDT_CONTRACT, randomAddress } from './addresses';
export type { ApprovalInput, TransferInput } from './transactions';
export type { FaultSpec } from './faults';
export type { RequestLimits, RequestStats } from './limits';

export interface DemoChainOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** A block every so many ms (TRON: 3000); block timestamps fall on slots this far apart. */
  blockMs?: number;
  solidifyDepth?: number;
  /** Make blocks on the clock (default true); off, only mine() makes them. */
  autoMine?: boolean;
  /**
   * The chain's clock (ms): it stamps blocks and times requests (limits, requestStats), so a test
   * moves it to pass a broadcast's expiration or a suspension.
   */
  now?: () => number;
  logLevel?: string;
}

export interface DemoChain {
  /** http://127.0.0.1:<port> — the TRON_API_URL of the platform. */
  url: string;
  chain: {
    /** The transfer goes into the next block, `blockNumber`. */
    transfer(input: TransferInput): { txId: string; blockNumber: number };
    transferMany(inputs: TransferInput[]): Array<{ txId: string; blockNumber: number }>;
    /** approve(spender, amount) by `owner` in the next block: an Approval event, listed for owner and spender. */
    approve(input: ApprovalInput): { txId: string; blockNumber: number };
    mine(count?: number): void;
    /** Mines until every transfer so far is solidified. */
    solidifyAll(): void;
    /** The next `count` TronGrid requests under `pathPrefix` answer HTTP `status` (403/429 with TronGrid's bodies). */
    fail(status: number, count: number, pathPrefix?: string): void;
    /** The next `count` requests under `pathPrefix` that the fault applies to answer as the real service misbehaves. */
    fault(spec: FaultSpec): void;
    /** Forgets every fault not used up yet. */
    clearFaults(): void;
    /**
     * TronGrid's per-key limits (keyed by the TRON-PRO-API-KEY header; none: one anonymous key):
     * past perSecond in any sliding second, 403 and the key suspended for suspendMs (30 s); past
     * perDay in a UTC day, 403. null removes them; each call starts every key afresh.
     */
    limit(limits: RequestLimits | null): void;
    /** TronGrid requests so far (/v1, /wallet, /walletsolidity): total, refused by the limits, busiest second, per day. */
    requestStats(): RequestStats;
    head(): number;
    solidified(): number;
    /** Requests so far (all paths, accounts and contracts named by shape: /v1/accounts/{address}/…) under a prefix. */
    requestCount(pathPrefix?: string): number;
    /** USDT (raw 6-decimal units) of `address` after the mined blocks; fund one with transfer({ to }). */
    usdtBalance(address: string): bigint;
  };
  close(): Promise<void>;
}

export async function startDemoChain(options: DemoChainOptions = {}): Promise<DemoChain> {
  const blockMs = options.blockMs ?? 3000;
  const chain = new Chain({ solidifyDepth: options.solidifyDepth, blockMs, now: options.now });
  /** A pooled transaction is in the block after the head. */
  const describe = (transfer: ChainTransfer) => ({ txId: transfer.txId, blockNumber: chain.head().number + 1 });
  const faults = new FaultPlan();
  const limiter = new RequestLimiter();
  const accounting = new RequestAccounting();
  const app = await buildDemoChainServer({ chain, faults, limiter, accounting, blockMs, logLevel: options.logLevel });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const timer = options.autoMine === false ? null : setInterval(() => chain.mine(1), blockMs);
  timer?.unref();
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chain: {
      transfer: (input) => describe(chain.transfer(input)),
      transferMany: (inputs) => chain.transferMany(inputs).map(describe),
      approve: (input) => describe(chain.approveMany([input])[0]!),
      mine: (count = 1) => void chain.mine(count),
      solidifyAll: () => void chain.mine(chain.solidifyDepth + 1),
      fail: (status, count, pathPrefix) => faults.add(status, count, pathPrefix),
      fault: (spec) => faults.addSpec(spec),
      clearFaults: () => faults.clear(),
      limit: (limits) => limiter.set(limits),
      requestStats: () => accounting.stats(),
      head: () => chain.head().number,
      solidified: () => chain.solidified().number,
      requestCount: (pathPrefix) => faults.countOf(pathPrefix),
      usdtBalance: (address) => chain.balanceOf(USDT_CONTRACT, address),
    },
    async close() {
      if (timer) clearInterval(timer);
      await app.close();
    },
  };
}
