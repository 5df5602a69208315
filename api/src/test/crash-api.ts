/**
 * The real API as a child process that a test can kill -9 and start again on the same database
 * (SQLite file or PostgreSQL schema), with signed wallet calls and a funded player to make them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { microUsdt, PROVIDER_SIGNATURE_HEADERS, providerWalletPaths } from 'shared-contracts';
import { loadConfig } from '../config';
import { createContext } from '../context';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { registerPlayerDirectly } from '../modules/auth/service';
import { hashToken, newToken } from '../modules/auth/tokens';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import { signProviderBody } from '../modules/provider/signature';
import { newUsername } from './players';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = `crash-test-secret-${randomBytes(8).toString('hex')}`;

/** Preloaded into each child: it exits when its stdin closes, i.e. when this process is gone, even by kill -9. */
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent("process.stdin.on('end', () => process.exit(1)).on('error', () => process.exit(1)).resume();")}`;

/** Every child we started; killed when the suite ends, however it ends. */
const children = new Set<ChildProcess>();
export const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.once('exit', killAll);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningApi {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
}

/** `node --import tsx src/main.ts` in api/, on 127.0.0.1, resolved once it listens. */
export async function startApi(databaseUrl: string, attempts = 3): Promise<RunningApi> {
  try {
    return await startApiOn(await freePort(), databaseUrl);
  } catch (error) {
    // The free port was taken between our look and the child's listen: take another.
    if (attempts > 1 && String(error).includes('EADDRINUSE')) return startApi(databaseUrl, attempts - 1);
    throw error;
  }
}

async function startApiOn(port: number, databaseUrl: string): Promise<RunningApi> {
  const env = {
    ...process.env,
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    API_LOG: '0',
    PROVIDER_DEMO_SECRET: SECRET,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, 'src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('api listening')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(() => reject(new Error(`the API exited before it listened:\n${output}`)));
  });
  return { child, port, exited };
}

/** A wallet call signed as the provider signs it; null when no answer came (the process died). */
export async function providerCall(
  port: number,
  action: keyof typeof providerWalletPaths,
  body: Record<string, string>,
): Promise<{ status: number; body: any } | null> {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const headers = {
    'content-type': 'application/json',
    [PROVIDER_SIGNATURE_HEADERS.timestamp]: timestamp,
    [PROVIDER_SIGNATURE_HEADERS.signature]: signProviderBody(SECRET, timestamp, raw),
  };
  try {
    const response = await fetch(`http://127.0.0.1:${port}${providerWalletPaths[action]('demo')}`, {
      method: 'POST',
      headers,
      body: raw,
    });
    return { status: response.status, body: await response.json() };
  } catch {
    return null;
  }
}

/** A player with `initial` micro-USDT deposited and a launch token, written straight into the database. */
export async function seedPlayer(
  handle: DatabaseHandle,
  initial: number,
): Promise<{ playerId: number; launchToken: string }> {
  const context = createContext(handle.db, handle.dialect, loadConfig({}));
  const player = await registerPlayerDirectly(context, newUsername(), 'secret123', null);
  await creditPlayer(context, {
    playerId: player.id,
    amount: microUsdt(initial),
    sourceCode: PLATFORM_ACCOUNTS.depositClearing,
    kind: 'deposit',
    idempotencyKey: `crash-deposit:${player.id}`,
  });
  const launchToken = newToken();
  const now = new Date();
  await handle.db
    .insertInto('provider_launches')
    .values({
      token_hash: hashToken(launchToken),
      player_id: player.id,
      provider: 'demo',
      game_code: 'demo_fruit_slot',
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 10 * 60_000).toISOString(),
    })
    .execute();
  return { playerId: player.id, launchToken };
}

export interface CrashTarget {
  /** What the child gets as DATABASE_URL. */
  childUrl: string;
  open(): Promise<DatabaseHandle>;
  cleanUp(): Promise<void>;
}

function sqliteTarget(): CrashTarget {
  const directory = mkdtempSync(path.join(tmpdir(), 'wallet-crash-'));
  const file = path.join(directory, 'site.db');
  return {
    childUrl: file,
    open: () => openDatabase({ url: file }),
    cleanUp: async () => rmSync(directory, { recursive: true, force: true }),
  };
}

/**
 * A schema of its own: main.ts passes no schema to openDatabase, so the child reaches it through
 * the URL's `options=-c search_path=…`, and its migrator looks in that schema only (the
 * connection's current schema). The test creates and migrates it first, to seed its players.
 */
function postgresTarget(url: string): CrashTarget {
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  const childUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    childUrl,
    open: () => openDatabase({ url, schema }),
    async cleanUp() {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}

export const TARGETS = [
  ['sqlite', sqliteTarget] as const,
  ...(process.env.TEST_DATABASE_URL
    ? [['postgres', () => postgresTarget(process.env.TEST_DATABASE_URL as string)] as const]
    : []),
];
