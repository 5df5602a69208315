/**
 * The demo chain, started in-process (tests, benchmarks) or by main.ts: a TronGrid-compatible
 * peer on 127.0.0.1 that makes a block every `blockMs` and solidifies it `solidifyDepth` later.
 */
import type { AddressInfo } from 'node:net';
import { USDT_CONTRACT } from './addresses';
import { Chain, type ChainTransfer, type TransferInput } from './chain';
import { FaultPlan } from './faults';
import { buildDemoChainServer } from './server';

export { USDT_CONTRACT, FAKE_USDT_CONTRACT, randomAddress } from './addresses';
export type { TransferInput } from './chain';

export interface DemoChainOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** A block every so many ms (TRON: 3000). */
  blockMs?: number;
  solidifyDepth?: number;
  /** Make blocks on the clock (default true); off, only mine() makes them. */
  autoMine?: boolean;
  /** The chain's clock (ms), which stamps blocks: a test moves it to pass a broadcast's expiration. */
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
    mine(count?: number): void;
    /** Mines until every transfer so far is solidified. */
    solidifyAll(): void;
    fail(status: number, count: number, pathPrefix?: string): void;
    head(): number;
    solidified(): number;
    requestCount(pathPrefix?: string): number;
    /** USDT (raw 6-decimal units) of `address` after the mined blocks; fund one with transfer({ to }). */
    usdtBalance(address: string): bigint;
  };
  close(): Promise<void>;
}

/** A pooled transfer is in the block after the head. */
const describe = (chain: Chain) => (transfer: ChainTransfer) => ({
  txId: transfer.txId,
  blockNumber: chain.head().number + 1,
});

export async function startDemoChain(options: DemoChainOptions = {}): Promise<DemoChain> {
  const blockMs = options.blockMs ?? 3000;
  const chain = new Chain({ solidifyDepth: options.solidifyDepth, blockMs, now: options.now });
  const describeTransfer = describe(chain);
  const faults = new FaultPlan();
  const app = await buildDemoChainServer({ chain, faults, blockMs, logLevel: options.logLevel });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const timer = options.autoMine === false ? null : setInterval(() => chain.mine(1), blockMs);
  timer?.unref();
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chain: {
      transfer: (input) => describeTransfer(chain.transfer(input)),
      transferMany: (inputs) => chain.transferMany(inputs).map(describeTransfer),
      mine: (count = 1) => void chain.mine(count),
      solidifyAll: () => void chain.mine(chain.solidifyDepth + 1),
      fail: (status, count, pathPrefix) => faults.add(status, count, pathPrefix),
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
