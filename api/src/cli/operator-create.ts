/**
 * `pnpm --filter api operator:create <username> [--password <password>]` creates an operator on
 * the database the API uses (DATABASE_URL or the embedded SQLite file). Without --password (or
 * OPERATOR_PASSWORD) a strong one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createContext } from '../context';
import { openDatabase } from '../db/database';
import { createOperator } from '../modules/admin/operators';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { password: { type: 'string' } } });
const username = positionals[0];
if (!username) {
  console.error('usage: pnpm --filter api operator:create <username> [--password <password>]');
  process.exit(2);
}
const generated = !values.password && !process.env.OPERATOR_PASSWORD;
const password = values.password ?? process.env.OPERATOR_PASSWORD ?? randomBytes(18).toString('base64url');

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  schema: config.databaseSchema,
  sqliteSynchronous: config.sqliteSynchronous,
});
try {
  const operator = await createOperator(createContext(database.db, database.dialect, config), username, password);
  console.log(`operator ${operator.username} created (id ${operator.id}) on ${database.dialect}`);
  if (generated) console.log(`password (shown once): ${password}`);
} catch (error) {
  console.error(
    /unique|duplicate/i.test(String(error)) ? `operator ${username} already exists` : (error as Error).message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
