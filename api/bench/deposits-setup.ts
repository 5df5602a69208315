/** The deposit bench's world: a fresh migrated database, a receiving pool, players and their recharge orders. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { microUsdt, parseUsdt, type MicroUsdt } from 'shared-contracts';
import { createContext, type AppContext } from '../src/context';
import { openDatabase } from '../src/db/database';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertPlayerWithWallet } from '../src/modules/auth/store';
import { addReceivingAddress } from '../src/modules/deposits/receiving-addresses';
import { createRechargeOrder } from '../src/modules/deposits/service';
import { benchConfig } from './servers';

export interface BenchDatabase {
  name: string;
  context: AppContext;
  close(): Promise<void>;
}

/** A fresh SQLite file (no url) or a fresh schema of `postgresUrl`, migrated, without the demo seed (its pool would take orders). */
export async function openBenchDatabase(postgresUrl: string | undefined, tronApiUrl: string): Promise<BenchDatabase> {
  const tempDir = postgresUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'bench-deposits-'));
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = postgresUrl ?? path.join(tempDir as string, 'bench.db');
  const handle = await openDatabase({ url: databaseUrl, schema: postgresUrl ? schema : undefined });
  const base = benchConfig();
  // The longest window (a day): no order lapses while 10,000 are opened and paid.
  const config = { ...base, databaseUrl, rechargeOrderMinutes: 1440, tron: { ...base.tron, apiUrl: tronApiUrl } };
  return {
    name: postgresUrl ? 'postgres' : 'sqlite',
    context: createContext(handle.db, handle.dialect, config),
    async close() {
      await handle.close();
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
      if (postgresUrl) {
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`drop schema if exists "${schema}" cascade`);
        await admin.end();
      }
    },
  };
}

/** Adds the pool through the operators' use case (audited like an operator's, with no operator). */
export async function addPool(context: AppContext, addresses: readonly string[]): Promise<void> {
  for (const [index, address] of addresses.entries())
    await addReceivingAddress(context, null, { address, label: `bench ${index + 1}` });
}

/**
 * `count` players with wallets. One Argon2 hash serves all: registerPlayerDirectly hashes each
 * password (~50 ms), which would make the set-up, not the watcher, the bench's long part.
 */
export async function benchDepositPlayers(context: AppContext, count: number): Promise<number[]> {
  const passwordHash = await hashPassword('bench-password');
  const run = randomBytes(3).toString('hex');
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `d${run}${index}`;
    const row = await insertPlayerWithWallet(context.db, {
      username,
      usernameCanonical: username,
      passwordHash,
      inviteCode: `D${run}${index.toString(36)}`.toUpperCase().slice(0, 12),
      inviterId: null,
      createdAt: context.now().toISOString(),
    });
    ids.push(row.id);
  }
  return ids;
}

export interface BenchOrder {
  playerId: number;
  address: string;
  /** What the player must pay (the order's unique amount). */
  actualAmount: MicroUsdt;
}

/**
 * One order per player through the player's use case: the least-loaded address, a free tail slot.
 * A refused order is asked again, as the player would (a clash of order numbers; see the count).
 */
export async function openOrders(
  context: AppContext,
  playerIds: readonly number[],
  amountOf: (index: number) => number,
): Promise<{ orders: BenchOrder[]; refused: string[] }> {
  const orders: BenchOrder[] = [];
  const refused: string[] = [];
  for (const [index, playerId] of playerIds.entries()) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const order = await createRechargeOrder(context, playerId, microUsdt(amountOf(index) * 1_000_000));
        orders.push({ playerId, address: order.address, actualAmount: parseUsdt(order.actual_amount) as MicroUsdt });
        break;
      } catch (error) {
        refused.push((error as Error).message.slice(0, 120));
        if (attempt >= 3) throw error;
      }
    }
  }
  return { orders, refused };
}

/** Decimal token text of micro-USDT, as a wallet sends it. */
export const tokenAmount = (amount: MicroUsdt) =>
  `${Math.floor(amount / 1_000_000)}.${String(amount % 1_000_000).padStart(6, '0')}`;
