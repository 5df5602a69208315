/**
 * `pnpm bench:wallet`: bet+win callbacks of the seamless wallet over HTTP (autocannon, signed as
 * a provider signs them, the API in its own process), on SQLite (synchronous FULL and NORMAL) and
 * (with BENCH_DATABASE_URL / TEST_DATABASE_URL) PostgreSQL, beside the same movements without HTTP
 * (the use cases called directly; bare ledger transfers), a bare Fastify hello-world (the HTTP
 * ceiling) and hand-written transfer loops on the bare drivers (the database's ceiling, see
 * wallet-raw.ts). Prints figures, asserts nothing; the load generator shares the machine's CPUs.
 *
 *   BENCH_SECONDS=10        duration of each run
 *   BENCH_WALLET_DATABASES=sqlite,normal,postgres   which to measure (all by default)
 *   BENCH_CPU_PROF=<dir>    the API process writes a CPU profile there
 *   BENCH_WALLET_LIMITS=1   every player has a stake and loss limits (never reached): the protection checks' cost
 *   WALLET_CALL_FUNCTION=off   PostgreSQL's calls take the TypeScript path, not the database's wallet_call
 *
 * After the table, two counted figures that compare across machines: SQLite's log pages per bet
 * and per win, and PostgreSQL's round trips per bet and per win.
 *
 * HTTP rows also print what the server's process used per call (on Linux): CPU time, that of its
 * main thread (the event loop), and bytes it wrote to storage (the database's log and its
 * checkpoints); and the CPU this process, the load generator, used per call. Those hold steady
 * where calls a second swing with whatever else the machine runs, and give each HTTP row's
 * ceilings at its costs: one event loop's, and the machine's CPUs' shared with the load.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { AppContext } from '../src/context';
import { startApiProcess, type ApiProcess } from './api-process';
import { processUsage, usagePerCall, type ProcessUsage } from './process-usage';
import { startApi, type BenchServer } from './servers';
import { benchPlayers } from './wallet-players';
import { playerRound } from './wallet-rounds';
import { settlePostgresSeed } from './bench-databases';
import { rawLedgerLoop, rawServiceLoop } from './wallet-loops';
import { CONNECTIONS, helloRun, httpRun } from './wallet-http';
import { rawPostgresLoop, rawSqliteLoops } from './wallet-raw';
import { sqlitePagesPerCall } from './wallet-pages';
import { countPostgresQueries, postgresRoundTripsPerCall } from './wallet-round-trips';
import { httpRow, loopRow, printCeilings, printTable, type Row } from './wallet-table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const DATABASES = new Set((process.env.BENCH_WALLET_DATABASES ?? 'sqlite,normal,postgres').split(','));

/** SQLite's log pages per bet and per win, as a line: counted, so they compare across machines and runs. */
async function pagesPerCallLine(server: BenchServer): Promise<string> {
  const context = server.context as AppContext;
  const warmUp = 100;
  console.log(
    `[${server.name}] log pages per call: ${warmUp} rounds of ${CONNECTIONS} players first, then 20 counted …`,
  );
  const players = await benchPlayers(context, CONNECTIONS, 'service');
  const pages = await sqlitePagesPerCall(context, server.processEnv.DATABASE_URL!, players, { warmUp, rounds: 20 });
  return `${server.name}: pages written to the log per call, in batches of ${pages.batch} after ${(warmUp * pages.batch).toLocaleString('en')} rounds of history: bet ${pages.bet.toFixed(2)}, win ${pages.win.toFixed(2)}`;
}

/** PostgreSQL's round trips per bet and per win, as a line: counted, so they compare across machines and runs. */
async function roundTripsPerCallLine(server: BenchServer): Promise<string> {
  const context = server.context as AppContext;
  console.log(`[${server.name}] round trips per call: 20 rounds of ${CONNECTIONS} players …`);
  const players = await benchPlayers(context, CONNECTIONS, 'round-trips');
  const trips = await postgresRoundTripsPerCall(context, players, 20);
  return `${server.name}: round trips to the database per call, in batches of ${trips.batch} (begin and commit shared by each lane's batch): bet ${trips.bet.toFixed(2)}, win ${trips.win.toFixed(2)}`;
}

/**
 * PostgreSQL as a site that has taken calls for a minute: some rounds played, and what autovacuum
 * has done by then (statistics). Each connection caches its plans of the wallet's queries; made on
 * empty tables, with no statistics, they may read the wrong index (all of a provider's calls to find
 * one) until autovacuum's first analyze, about a minute after the first calls.
 */
async function warmPostgres(context: AppContext): Promise<void> {
  const WARM_ROUNDS = 20;
  console.log(`[postgres] warming up: ${WARM_ROUNDS} rounds of ${CONNECTIONS} players, then analyze …`);
  const players = await benchPlayers(context, CONNECTIONS, 'warm');
  for (let round = 0; round < WARM_ROUNDS; round += 1) {
    const play = playerRound(context, players, round);
    await play.bets();
    await play.wins();
  }
  await settlePostgresSeed({ db: context.db }, []);
}

/**
 * An HTTP run against a server process, then the process stopped: what the server (all of it, and
 * its main thread) and this process, the load generator, used per call meanwhile.
 */
async function measuredLoad<T>(
  server: ApiProcess,
  run: () => Promise<T>,
  callsOf: (value: T) => number,
): Promise<{ value: T; perCall: Row['perCall'] }> {
  const before = processUsage(server.pid);
  const loadBefore = process.cpuUsage();
  let after: ProcessUsage | null = null;
  let load: NodeJS.CpuUsage = { user: 0, system: 0 };
  const value = await run().finally(() => {
    after = processUsage(server.pid);
    load = process.cpuUsage(loadBefore);
    return server.stop();
  });
  const calls = callsOf(value);
  const serverPerCall = usagePerCall(before, after, calls);
  return {
    value,
    perCall: serverPerCall && { ...serverPerCall, loadCpuMicroseconds: (load.user + load.system) / calls },
  };
}

async function benchServer(server: BenchServer): Promise<Row[]> {
  const context = server.context as AppContext;
  if (context.dialect === 'postgres') await warmPostgres(context);
  console.log(`[${server.name}] preparing ${CONNECTIONS} funded players with game sessions …`);
  const players = await benchPlayers(context, CONNECTIONS, 'http');
  console.log(`[${server.name}] HTTP bet+win callbacks, ${CONNECTIONS} connections, ${SECONDS} s …`);
  const api = await startApiProcess(server.processEnv);
  const { value: http, perCall } = await measuredLoad(
    api,
    () => httpRun(api.url, context, players, SECONDS),
    (run) => run.result.requests.total,
  );
  const rows = [httpRow(`${server.name} HTTP bet+win`, http.result, http.failures, perCall)];
  console.log(`[${server.name}] the same use cases without HTTP, ${CONNECTIONS} concurrent workers …`);
  const servicePlayers = await benchPlayers(context, CONNECTIONS, 'service');
  rows.push(loopRow(`${server.name} use cases, no HTTP`, await rawServiceLoop(context, servicePlayers, SECONDS)));
  console.log(`[${server.name}] bare ledger transfers …`);
  const ledgerPlayers = await benchPlayers(context, CONNECTIONS, 'ledger');
  rows.push(loopRow(`${server.name} ledger, a transaction each`, await rawLedgerLoop(context, ledgerPlayers, SECONDS)));
  return rows;
}

async function ceilingRows(): Promise<Row[]> {
  console.log(`[hello-world] a bare Fastify POST, ${CONNECTIONS} connections …`);
  const hello = await startApiProcess({}, 'bench/hello-world.ts');
  const { value: result, perCall } = await measuredLoad(
    hello,
    () => helloRun(hello.url, SECONDS),
    (run) => run.requests.total,
  );
  const rows = [httpRow('fastify hello-world POST', result, 0, perCall)];
  if (DATABASES.has('sqlite')) {
    console.log('[raw] better-sqlite3 transfers, synchronous=FULL …');
    const sqlite = await rawSqliteLoops(SECONDS);
    rows.push(loopRow('raw better-sqlite3, a commit each', sqlite.each));
    rows.push(loopRow('raw better-sqlite3, 50 per commit', sqlite.grouped));
  }
  if (POSTGRES_URL && DATABASES.has('postgres')) {
    console.log(`[raw] pg transfers, ${CONNECTIONS} workers …`);
    rows.push(loopRow('raw pg, a transaction each', await rawPostgresLoop(POSTGRES_URL, SECONDS)));
  }
  return rows;
}

function printRatios(rows: Row[]): void {
  const rate = (name: string) => rows.find((row) => row.name === name)?.perSecond;
  const ratio = (label: string, of: string, to: string) => {
    const [top, bottom] = [rate(of), rate(to)];
    if (top && bottom) console.log(`${label}: ${((100 * top) / bottom).toFixed(0)} %`);
  };
  console.log('');
  ratio('sqlite HTTP ÷ raw better-sqlite3, a commit each', 'sqlite HTTP bet+win', 'raw better-sqlite3, a commit each');
  ratio('sqlite HTTP ÷ raw better-sqlite3, 50 per commit', 'sqlite HTTP bet+win', 'raw better-sqlite3, 50 per commit');
  ratio('postgres HTTP ÷ raw pg', 'postgres HTTP bet+win', 'raw pg, a transaction each');
  ratio('sqlite HTTP ÷ fastify hello-world', 'sqlite HTTP bet+win', 'fastify hello-world POST');
}

/** Read before anything starts: the figures compare only between runs on an otherwise idle machine. */
const LOAD_BEFORE = loadavg()[0] ?? 0;

async function main(): Promise<void> {
  const servers: BenchServer[] = [];
  try {
    if (DATABASES.has('sqlite')) servers.push(await startApi());
    if (DATABASES.has('normal')) servers.push(await startApi(undefined, 'NORMAL'));
    if (POSTGRES_URL && DATABASES.has('postgres')) {
      countPostgresQueries();
      servers.push(await startApi(POSTGRES_URL));
    }
    console.log(`bench:wallet — ${SECONDS} s per run; databases: ${servers.map((server) => server.name).join(', ')}`);
    const rows: Row[] = await ceilingRows();
    for (const server of servers) rows.push(...(await benchServer(server)));
    const sqlite = servers.find((server) => server.name === 'sqlite');
    const pages = sqlite ? await pagesPerCallLine(sqlite) : null;
    const postgres = servers.find((server) => server.name === 'postgres');
    const roundTrips = postgres ? await roundTripsPerCallLine(postgres) : null;
    printTable(rows);
    printRatios(rows);
    printCeilings(rows, availableParallelism());
    if (pages) console.log(pages);
    if (roundTrips) console.log(roundTrips);
    console.log(
      '\nHTTP calls/s counts bets and wins together (each round is two calls); "use cases" and "ledger" rows count calls the same way; raw rows count transfers.',
    );
    console.log(
      `CPUs: ${availableParallelism()} available (${cpus()[0]?.model ?? 'unknown model'}); Node ${process.version}; load average before the run (1 min): ${LOAD_BEFORE.toFixed(2)}${LOAD_BEFORE > 0.5 ? ' — other work ran just before or beside this run: its figures may run low' : ''}`,
    );
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
