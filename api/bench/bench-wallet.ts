/**
 * `pnpm bench:wallet`: bet+win callbacks of the seamless wallet over HTTP (autocannon, signed as
 * a provider signs them), on SQLite and (with BENCH_DATABASE_URL / TEST_DATABASE_URL) PostgreSQL,
 * beside the same movements without HTTP: the wallet use cases called directly, and bare ledger
 * transfers. The ratio shows how near the service comes to its database's limit. Prints figures,
 * asserts nothing; the load generator shares this process's CPUs with the server.
 *
 *   BENCH_SECONDS=10        duration of each run
 *   BENCH_WALLET_DATABASES=sqlite,normal,postgres   which to measure (all by default)
 *   BENCH_CPU_PROF=<dir>    the API process writes a CPU profile there
 *   BENCH_WALLET_LIMITS=1   every player has a stake and loss limits (never reached): the protection checks' cost
 */
import { availableParallelism, cpus } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { PROVIDER_SIGNATURE_HEADERS, providerWalletPaths } from 'shared-contracts';
import type { AppContext } from '../src/context';
import { startApiProcess } from './api-process';
import { startApi, type BenchServer } from './servers';
import { benchPlayers, type BenchPlayer } from './wallet-players';
import { rawLedgerLoop, rawServiceLoop, type LoopResult } from './wallet-loops';
import { signProviderBody } from '../src/modules/provider/signature';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const PROVIDER = 'demo';
const DATABASES = new Set((process.env.BENCH_WALLET_DATABASES ?? 'sqlite,normal,postgres').split(','));

function signedHeaders(secret: string, body: string): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    'content-type': 'application/json',
    [PROVIDER_SIGNATURE_HEADERS.timestamp]: timestamp,
    [PROVIDER_SIGNATURE_HEADERS.signature]: signProviderBody(secret, timestamp, body),
  };
}

/** Each connection plays as its own player: a bet, then the win that settles it, again and again. */
async function httpRun(
  url: string,
  context: AppContext,
  players: BenchPlayer[],
): Promise<{ result: Result; failures: number }> {
  const secret = context.config.providers[PROVIDER]?.secret ?? '';
  let nextPlayer = 0;
  let sequence = 0;
  let failures = 0;
  const countFailure = (_status: number, body: string) => {
    if (!body.startsWith('{"code":200')) failures += 1;
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: providerWalletPaths.bet(PROVIDER),
        setupRequest: (request, state) => {
          state.player ??= players[nextPlayer++ % players.length];
          const player = state.player as BenchPlayer;
          sequence += 1;
          state.bet = { transaction_id: `b${process.pid}-${sequence}`, round_id: `r${process.pid}-${sequence}` };
          const body = JSON.stringify({
            player_id: player.playerId,
            session_token: player.sessionToken,
            game_code: 'demo_fruit_slot',
            amount: '1',
            ...(state.bet as object),
          });
          return { ...request, body, headers: signedHeaders(secret, body) };
        },
        onResponse: countFailure,
      },
      {
        method: 'POST',
        path: providerWalletPaths.win(PROVIDER),
        setupRequest: (request, state) => {
          const player = state.player as BenchPlayer;
          const bet = state.bet as { transaction_id: string; round_id: string };
          const body = JSON.stringify({
            player_id: player.playerId,
            transaction_id: `w${bet.transaction_id}`,
            bet_transaction_id: bet.transaction_id,
            round_id: bet.round_id,
            amount: '0.96',
          });
          return { ...request, body, headers: signedHeaders(secret, body) };
        },
        onResponse: countFailure,
      },
    ],
  });
  return { result, failures };
}

interface Row {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
}

function printTable(rows: Row[]): void {
  const header = ['bench', 'calls/s', 'p50 ms', 'p99 ms', 'calls', 'failures'];
  const lines = rows.map((row) => [
    row.name,
    row.perSecond.toFixed(0),
    row.p50.toFixed(2),
    row.p99.toFixed(2),
    String(row.total),
    String(row.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

const loopRow = (name: string, loop: LoopResult): Row => ({
  name,
  perSecond: loop.perSecond,
  p50: loop.p50,
  p99: loop.p99,
  total: loop.total,
  failures: loop.failures,
});

async function benchServer(server: BenchServer): Promise<Row[]> {
  const context = server.context as AppContext;
  console.log(`[${server.name}] preparing ${CONNECTIONS} funded players with game sessions …`);
  const players = await benchPlayers(context, CONNECTIONS, 'http');
  console.log(
    `[${server.name}] HTTP bet+win callbacks to the API in its own process, ${CONNECTIONS} connections, ${SECONDS} s …`,
  );
  const api = await startApiProcess(server.processEnv);
  const http = await httpRun(api.url, context, players).finally(() => api.stop());
  const rows: Row[] = [
    {
      name: `${server.name} HTTP bet+win`,
      perSecond: http.result.requests.average,
      p50: http.result.latency.p50,
      p99: http.result.latency.p99,
      total: http.result.requests.total,
      failures: http.failures + http.result.non2xx + http.result.errors,
    },
  ];
  console.log(`[${server.name}] the same use cases without HTTP, ${CONNECTIONS} concurrent workers …`);
  rows.push(
    loopRow(
      `${server.name} use cases, no HTTP`,
      await rawServiceLoop(context, await benchPlayers(context, CONNECTIONS, 'service'), SECONDS),
    ),
  );
  console.log(`[${server.name}] bare ledger transfers …`);
  rows.push(
    loopRow(
      `${server.name} ledger transfers only`,
      await rawLedgerLoop(context, await benchPlayers(context, CONNECTIONS, 'ledger'), SECONDS),
    ),
  );
  return rows;
}

async function main(): Promise<void> {
  const servers: BenchServer[] = [];
  try {
    if (DATABASES.has('sqlite')) servers.push(await startApi());
    if (DATABASES.has('normal')) servers.push(await startApi(undefined, 'NORMAL'));
    if (POSTGRES_URL && DATABASES.has('postgres')) servers.push(await startApi(POSTGRES_URL));
    console.log(`bench:wallet — ${SECONDS} s per run; databases: ${servers.map((server) => server.name).join(', ')}`);
    const rows: Row[] = [];
    for (const server of servers) rows.push(...(await benchServer(server)));
    printTable(rows);
    console.log(
      '\nHTTP calls/s counts bets and wins together (each round is two calls); "use cases" and "ledger" rows count calls the same way.',
    );
    console.log(
      `CPUs: ${availableParallelism()} available (${cpus()[0]?.model ?? 'unknown model'}); Node ${process.version}`,
    );
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
