/** The commission bench's seed at a small volume, on SQLite and PostgreSQL: the tree, the day's rounds and performance. */
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../src/context';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { seedDemoData } from '../src/seed/seed';
import { shanghaiMidnightUtc } from '../src/shanghai-time';
import { TEST_DATABASES } from '../src/test/harness';
import { migrationDatabase } from '../src/test/migration-database';
import type { RawConnection } from './commission-bulk';
import { seedCommission } from './commission-seed';
import { benchTree, treeFacts } from './commission-tree';
import { benchConfig } from './servers';

const VOLUME = { players: 300, maxDepth: 30, rounds: 3_000 };
const DAY = '2026-11-23';

const number = async (handle: DatabaseHandle, query: ReturnType<typeof sql<{ n: unknown }>>) =>
  Number((await query.execute(handle.db)).rows[0]?.n ?? 0);

describe.each(TEST_DATABASES)('the commission bench seed on %s', (database) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function seeded() {
    const options = migrationDatabase(database, cleanups);
    const handle = await openDatabase(options);
    cleanups.push(() => handle.close());
    await seedDemoData(createContext(handle.db, handle.dialect, benchConfig(), () => new Date('2026-08-01T00:00:00Z')));
    let raw: RawConnection;
    if (options.schema) {
      const client = new pg.Client({ connectionString: options.url, options: `-c search_path=${options.schema}` });
      await client.connect();
      raw = { client };
    } else raw = { sqlite: new SqliteDatabase(options.url) };
    try {
      return { handle, rootId: await seedCommission(database, handle, raw, VOLUME, DAY) };
    } finally {
      await raw.client?.end();
      raw.sqlite?.close();
    }
  }

  it('registers one tree below the root: closure rows for every ancestor, as registration writes them', async () => {
    const { handle, rootId } = await seeded();
    const facts = treeFacts(benchTree(VOLUME.players, VOLUME.maxDepth));
    // The demo seed's own small tree is there too, below the demo player: the bench's rows are its players'.
    expect(await number(handle, sql`select count(*) as n from agent_tree where descendant_id >= ${rootId}`)).toBe(
      facts.closureRows,
    );
    expect(await number(handle, sql`select max(depth) as n from agent_tree where ancestor_id = ${rootId}`)).toBe(30);
    expect(await number(handle, sql`select count(*) as n from agent_tree where ancestor_id = ${rootId}`)).toBe(299);
    // Depth 1 is the inviter; depth d is the inviter's row at depth d − 1.
    expect(
      await number(
        handle,
        sql`select count(*) as n from agent_tree t join players p on p.id = t.descendant_id
          where t.depth = 1 and t.ancestor_id <> p.inviter_id`,
      ),
    ).toBe(0);
    expect(
      await number(
        handle,
        sql`select count(*) as n from agent_tree t join players p on p.id = t.descendant_id
          where t.depth > 1 and not exists (select 1 from agent_tree u where u.descendant_id = p.inviter_id
            and u.ancestor_id = t.ancestor_id and u.depth = t.depth - 1)`,
      ),
    ).toBe(0);
    expect(await number(handle, sql`select count(*) as n from accounts where kind = 'player'`)).toBeGreaterThanOrEqual(
      VOLUME.players,
    );
  });

  it("puts every round in the day, settled, and the day's performance is their stake by player and category", async () => {
    const { handle } = await seeded();
    const from = shanghaiMidnightUtc(DAY).toISOString();
    const to = new Date(shanghaiMidnightUtc(DAY).getTime() + 86_400_000).toISOString();
    expect(
      await number(
        handle,
        sql`select count(*) as n from game_rounds where status = 'settled'
          and opened_at >= ${from} and settled_at > opened_at and settled_at < ${to}`,
      ),
    ).toBe(VOLUME.rounds);
    const stake = await number(handle, sql`select sum(stake) as n from game_rounds`);
    expect(stake).toBeGreaterThan(0);
    expect(await number(handle, sql`select sum(stake) as n from player_daily_performance where day = ${DAY}`)).toBe(
      stake,
    );
    expect(await number(handle, sql`select sum(rounds) as n from player_daily_performance where day = ${DAY}`)).toBe(
      VOLUME.rounds,
    );
    expect(await number(handle, sql`select count(*) as n from player_daily_performance where day <> ${DAY}`)).toBe(0);
    expect(
      await number(handle, sql`select count(*) as n from game_rounds where game_type_id < 1 or game_type_id > 7`),
    ).toBe(0);
  });
});
