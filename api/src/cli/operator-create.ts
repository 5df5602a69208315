/**
 * `pnpm --filter api operator:create <username> [--password <password>] [--role <role>]` creates
 * an operator on the database the API uses (DATABASE_URL or the embedded SQLite file). Without
 * --password (or OPERATOR_PASSWORD) a strong one is generated and printed once. The role is
 * super_admin unless given (the first operator of a site must manage the others). The password is
 * an initial one: the operator changes it, then enrols two-factor login, at their first login.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorRole } from 'shared-contracts';
import { loadConfig } from '../config';
import { createContext } from '../context';
import { openDatabase } from '../db/database';
import { createOperator } from '../modules/operators/operators';

const USAGE = `usage: pnpm --filter api operator:create <username> [--password <password>] [--role ${OPERATOR_ROLES.join('|')}]`;
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { password: { type: 'string' }, role: { type: 'string', default: 'super_admin' } },
});
const username = positionals[0];
const role = values.role as OperatorRole;
if (!username || !OPERATOR_ROLES.includes(role)) {
  console.error(USAGE);
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
  const context = createContext(database.db, database.dialect, config);
  const operator = await createOperator(context, username, password, role);
  console.log(
    `operator ${operator.username} created (id ${operator.id}, role ${operator.role}) on ${database.dialect}`,
  );
  if (generated) console.log(`password (shown once): ${password}`);
  console.log('the operator changes this initial password at their first login');
} catch (error) {
  console.error(
    /unique|duplicate/i.test(String(error)) ? `operator ${username} already exists` : (error as Error).message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
