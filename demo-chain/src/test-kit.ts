/** What the demo chain's tests share: an in-process chain (on a clock a test may move by hand) and JSON over HTTP. */
import { type DemoChain, type DemoChainOptions, startDemoChain } from './index';

/** An answer of any shape: each test reads the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export class TestChain {
  demo!: DemoChain;
  static readonly START = Date.parse('2026-03-02T10:00:00.000Z');
  /** The chain's clock (ms) when started with `manualClock`; each start sets it to START. */
  now = TestChain.START;

  async start(options: DemoChainOptions & { manualClock?: boolean } = {}): Promise<DemoChain> {
    const { manualClock, ...rest } = options;
    this.now = TestChain.START;
    this.demo = await startDemoChain({ autoMine: false, ...(manualClock ? { now: () => this.now } : {}), ...rest });
    return this.demo;
  }

  async close(): Promise<void> {
    await this.demo?.close();
  }

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.demo.url}${path}`, init);
  }

  /** GET, the body as JSON. */
  async get(path: string, headers: Record<string, string> = {}): Promise<Json> {
    return (await this.fetch(path, { headers })).json();
  }

  /** POST a JSON body (the full node's way), the answer as JSON. */
  async post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Json> {
    return (await this.postRaw(path, body, headers)).json();
  }

  postRaw(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }
}
