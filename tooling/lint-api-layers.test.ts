import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_ORDER, MODULE_TIERS } from './lint/api-modules.js';
import { importing, ruleMessages } from './lint/lint-text';
import { WORKSPACE_ROOT } from './release/paths';

/** The layers/one-way messages for `code` as if it were the file at `filePath`. */
const layerErrors = (filePath: string, code: string) => ruleMessages('layers/one-way', filePath, code);

/** Expects a layer error for each backwards import of `file` (two zones may both refuse one) and none for each allowed one. */
async function expectLayers(file: string, refused: string[], allowed: string[]) {
  for (const source of refused)
    expect((await layerErrors(file, importing(source))).length, `${file} → ${source}`).toBeGreaterThan(0);
  for (const source of allowed) expect(await layerErrors(file, importing(source)), `${file} → ${source}`).toEqual([]);
}

// Linting with type-aware parsers is slow to start, and slower on a busy machine.
describe('the API is layered: routes → services → stores → db, http/ knows no module', { timeout: 60_000 }, () => {
  beforeAll(() => layerErrors('api/src/x.ts', ''), 60_000);

  it('http/ imports no module, no seed and not the composition root', async () => {
    await expectLayers(
      'api/src/http/x.ts',
      ['../modules/auth/sessions', '../modules/ledger/errors', '../seed/seed', '../app'],
      ['./route', '../errors', '../subject', '../context'],
    );
  });

  it('db/ imports only db/, and a migration never its index', async () => {
    await expectLayers(
      'api/src/db/x.ts',
      ['../modules/ledger/accounts', '../seed/seed', '../http/route', '../context', '../errors'],
      ['./schema', './dialect', './migrations/index'],
    );
    await expectLayers(
      'api/src/db/migrations/003-next.ts',
      ['./index', '../../modules/lobby/store'],
      ['./migration-context', '../dialect'],
    );
    await expectLayers('api/src/db/migrations/index.ts', [], ['./001-core', './migration-context', '../dialect']);
  });

  it('errors.ts, subject.ts, context.ts, config.ts, attempt-counter.ts and redis.ts import no module, no HTTP, no seed', async () => {
    for (const file of ['errors', 'subject', 'context', 'config', 'attempt-counter', 'redis']) {
      await expectLayers(
        `api/src/${file}.ts`,
        ['./http/route', './modules/auth/password-login', './seed/seed', './app'],
        ['./config', './db/schema', './db/dialect', './attempt-counter', './redis'],
      );
    }
  });

  it('nothing in a module imports routes, the seed, the composition root, or http/ beyond the route declaration', async () => {
    await expectLayers(
      'api/src/modules/ledger/service.ts',
      ['../provider/routes', '../../seed/seed', '../../app', '../../http/register-routes', '../../http/error-handler'],
      ['./store', './ledger', '../auth', '../../errors', '../../db/transaction'],
    );
    await expectLayers('api/src/modules/provider/money-call.ts', ['./routes'], ['./store', '../ledger']);
    await expectLayers(
      'api/src/modules/lobby/routes.ts',
      ['../operators/admin-routes', '../../http/openapi'],
      ['./service', '../../http/route', '../auth'],
    );
    await expectLayers(
      'api/src/modules/provider/routes.ts',
      ['../../http/register-routes'],
      ['../../http/input-limits'],
    );
  });

  it('a route never touches SQL: no store, no db/', async () => {
    await expectLayers(
      'api/src/modules/lobby/routes.ts',
      ['./store', '../ledger/store', '../../db/schema', '../../db/transaction'],
      ['./service'],
    );
    // A module's SQL split over `<part>-store.ts` files is a store all the same, at any depth.
    await expectLayers('api/src/modules/provider/routes.ts', ['./held-wins-store'], ['./held-wins']);
    await expectLayers(
      'api/src/modules/withdrawals/review/admin-routes.ts',
      ['./review-store', '../store'],
      ['./review'],
    );
  });

  it('a store imports db/ and other stores only: never its service, its routes, http/ or errors', async () => {
    await expectLayers(
      'api/src/modules/ledger/store.ts',
      ['./service', './routes', './ledger', './errors', '../../http/route', '../../errors', '../auth/tokens'],
      ['../../db/schema', '../../db/dialect', './holds-store'],
    );
    await expectLayers('api/src/seed/store.ts', ['./seed', '../modules/auth/service'], ['../db/schema']);
  });

  it('the seed is a use case: module services and its own store, never routes, module stores or HTTP', async () => {
    await expectLayers(
      'api/src/seed/seed.ts',
      ['../modules/auth/routes', '../modules/lobby/store', '../http/route', '../app'],
      ['../modules/auth/service', '../modules/ledger/service', './store', './art', '../context'],
    );
  });

  it('a background job calls module services and jobs/, and no module imports a job', async () => {
    await expectLayers(
      'api/src/jobs/cleanup.ts',
      ['../modules/auth/store', '../modules/auth/routes', '../http/route', '../seed/seed', '../app'],
      ['../modules/auth/sessions', './lease', '../context', '../db/schema'],
    );
    await expectLayers('api/src/modules/auth/service.ts', ['../../jobs/cleanup', '../../jobs/lease'], []);
  });

  it('the composition root imports every layer; tests and test helpers are not a layer', async () => {
    await expectLayers(
      'api/src/app.ts',
      [],
      [
        './http/register-routes',
        './modules/auth/sessions',
        './modules/provider/routes',
        './seed/seed',
        './db/database',
      ],
    );
    await expectLayers('api/src/http/x.test.ts', [], ['../modules/auth/tokens', '../seed/seed', '../app']);
    await expectLayers('api/src/test/harness.ts', [], ['../modules/ledger/service', '../app']);
  });

  it('sees re-exports and dynamic imports too', async () => {
    expect(
      await layerErrors('api/src/http/x.ts', "export { authenticate } from '../modules/auth/sessions';\n"),
    ).toHaveLength(1);
    expect(await layerErrors('api/src/db/x.ts', "export * from '../modules/ledger/store';\n")).toHaveLength(1);
    expect(
      await layerErrors('api/src/modules/auth/store.ts', "export const load = () => import('./service');\n"),
    ).toHaveLength(1);
  });

  it('holds in the tree as it is: every module that uses the database keeps its SQL in a store.ts', async () => {
    const modules = readdirSync(path.join(WORKSPACE_ROOT, 'api/src/modules'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(modules.length).toBeGreaterThan(5);
    for (const { name } of modules) {
      const folder = path.join(WORKSPACE_ROOT, 'api/src/modules', name);
      const files = readdirSync(folder);
      // A pure library (TRON addresses) has no SQL, so no store; any use of the database needs one.
      const usesDatabase = files
        .filter((file) => file.endsWith('.ts'))
        .some((file) => /from '(kysely|\.\.\/\.\.\/db\/[^']*)'/.test(readFileSync(path.join(folder, file), 'utf8')));
      if (usesDatabase) expect(files, `api/src/modules/${name}/`).toContain('store.ts');
    }
  });

  it('modules import down the tiers: a lower module never imports a higher one, in the same tier an earlier never a later', async () => {
    // platform → identity, identity → money, money → engagement, engagement → admin: each refused.
    await expectLayers('api/src/modules/audit/audit.ts', ['../auth', '../operators', '../ledger'], ['../../errors']);
    await expectLayers(
      'api/src/modules/auth/sessions.ts',
      ['../ledger', '../withdrawals', '../agent'],
      ['../protection', '../audit'],
    );
    await expectLayers(
      'api/src/modules/deposits/credit.ts',
      ['../withdrawals', '../records', '../activity'],
      ['../ledger', '../turnover', '../protection'],
    );
    await expectLayers('api/src/modules/provider/rounds-store.ts', ['../agent', '../records'], []);
    await expectLayers(
      'api/src/modules/activity/promotions/receive.ts',
      ['../../dashboard', '../../players-admin', '../../lobby'],
      ['../../agent', '../../withdrawals'],
    );
    // At any depth of a module, and for a dynamic import too.
    await expectLayers(
      'api/src/modules/withdrawals/hot-wallet/payout.ts',
      ['../../inout', '../../agent'],
      ['../../chain', '../../audit'],
    );
    expect(
      await layerErrors('api/src/modules/ledger/x.ts', "export const load = () => import('../activity');\n"),
    ).toHaveLength(1);
  });

  it('a module imports another only through its face (index.ts), never a file inside it', async () => {
    await expectLayers(
      'api/src/modules/withdrawals/apply.ts',
      ['../ledger/holds', '../ledger/store', '../protection/guard', '../turnover/requirements'],
      ['../ledger', '../ledger/index', '../protection', '../turnover', './store', './hot-wallet/payout'],
    );
    await expectLayers(
      'api/src/modules/withdrawals/hot-wallet/settle.ts',
      ['../../chain/classify'],
      ['../../chain', '../store'],
    );
  });

  it('places every module folder in exactly one tier, and every listed module exists', () => {
    const folders = readdirSync(path.join(WORKSPACE_ROOT, 'api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const listed = MODULE_ORDER.map((module) => module.name);
    expect(new Set(listed).size, 'a module listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual(folders);
    expect(MODULE_TIERS.map((tier) => tier.tier)).toEqual(['platform', 'identity', 'money', 'engagement', 'admin']);
  });
});
