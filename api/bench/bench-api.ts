/**
 * `pnpm bench:api`: throughput and latency of the API next to a bare Fastify hello-world, measured
 * with autocannon on 127.0.0.1. Prints figures and never asserts them: they depend on the machine,
 * and the load generator shares this process (and its CPUs) with the servers, so read the API rows
 * against the hello-world row of the same run.
 *
 *   BENCH_SECONDS=10          duration of each run
 *   BENCH_LOGIN_CAPTCHAS=…    captchas issued before the login run (default: enough for ~400 logins/s)
 *   BENCH_DATABASE_URL / TEST_DATABASE_URL   also bench the API on PostgreSQL (a fresh schema, dropped after)
 */
import { alignedTable } from './aligned-table';
import { availableParallelism, cpus } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { apiPaths } from 'shared-contracts';
import { ARGON2_OPTIONS } from '../src/modules/auth/passwords';
import { benchLogin } from './login';
import { startApi, startHelloWorld, type BenchServer } from './servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GET_CONNECTIONS = 50;
const LOGIN_CONNECTIONS = 10;
const LOGIN_CAPTCHAS = Number(process.env.BENCH_LOGIN_CAPTCHAS ?? Math.max(3000, SECONDS * 400));
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

interface Row {
  name: string;
  result: Result;
  envelopeFailures?: number;
  note?: string;
}

async function benchGet(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: GET_CONNECTIONS, duration: SECONDS });
  return { name, result };
}

function printTable(rows: Row[]): void {
  const header = ['bench', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'envelope failures'];
  const lines = rows.map(({ name, result, envelopeFailures }) => [
    name,
    result.requests.average.toFixed(1),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.requests.total),
    String(result.non2xx),
    String(result.errors + result.timeouts),
    envelopeFailures === undefined ? '-' : String(envelopeFailures),
  ]);
  console.log(`\n${alignedTable(header, lines)}`);
  for (const row of rows) if (row.note) console.log(`  ${row.name}: ${row.note}`);
}

async function benchApi(server: BenchServer): Promise<Row[]> {
  console.log(`[${server.name}] GET ${apiPaths.banner} …`);
  const banner = await benchGet(`${server.name} GET ${apiPaths.banner}`, `${server.url}${apiPaths.banner}`);
  console.log(`[${server.name}] issuing ${LOGIN_CAPTCHAS} captchas, then POST ${apiPaths.login} …`);
  const login = await benchLogin(server.app, server.url, {
    seconds: SECONDS,
    connections: LOGIN_CONNECTIONS,
    captchas: LOGIN_CAPTCHAS,
  });
  const codes = Object.entries(login.envelopeCodes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  const failed =
    login.envelopeFailures + login.result.non2xx > 0
      ? ' — NOT all successful: failed logins skip Argon2 and inflate req/s'
      : ' — all successful';
  const ranOut = login.ranOut ? '; RAN OUT of captchas and stopped early, raise BENCH_LOGIN_CAPTCHAS' : '';
  const note = `envelope codes {${codes}}${failed}; ${login.captchasIssued} captchas issued beforehand in ${login.issueSeconds.toFixed(1)} s${ranOut}`;
  return [
    banner,
    {
      name: `${server.name} POST ${apiPaths.login}`,
      result: login.result,
      envelopeFailures: login.envelopeFailures,
      note,
    },
  ];
}

async function main(): Promise<void> {
  if (!(SECONDS > 0) || !(LOGIN_CAPTCHAS >= LOGIN_CONNECTIONS * 2))
    throw new Error('BENCH_SECONDS must be > 0 and BENCH_LOGIN_CAPTCHAS at least twice the login connections');
  const servers: BenchServer[] = [];
  try {
    const hello = await startHelloWorld();
    servers.push(hello);
    servers.push(await startApi());
    if (POSTGRES_URL) servers.push(await startApi(POSTGRES_URL));
    console.log(
      `bench:api — ${SECONDS} s per run, ${GET_CONNECTIONS} connections for GET, ${LOGIN_CONNECTIONS} for login; servers: ${servers.map((server) => server.name).join(', ')}`,
    );

    console.log(`[hello-world] GET / …`);
    const rows = [await benchGet('hello-world GET /', `${hello.url}/`)];
    for (const server of servers.slice(1)) rows.push(...(await benchApi(server)));

    printTable(rows);
    console.log(`\nArgon2: ${JSON.stringify(ARGON2_OPTIONS)} (algorithm 2 = Argon2id, memoryCost in KiB)`);
    console.log(
      `CPUs: ${availableParallelism()} available (${cpus()[0]?.model ?? 'unknown model'}); UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}; Node ${process.version}`,
    );
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
