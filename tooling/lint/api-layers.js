// Layering inside api/src (ARCHITECTURE.md: layers point one way), checked by layers/one-way.
// Top to bottom: the composition root (app.ts, main.ts) and CLIs → the seed and the background
// jobs (use cases of their own; jobs/ also holds the lease and the scheduler) →
// modules: routes → services → stores → db/. Beside them, errors.ts, subject.ts, context.ts and
// config.ts are module-neutral, and http/ is plumbing that knows no module.
import { MODULE_ORDER } from './api-modules.js';
import oneWay from './one-way-plugin.js';

const SRC = 'api/src';
const ROOT = [`${SRC}/app`, `${SRC}/main`];
const MODULES = `${SRC}/modules/**`;
/** Route declarations at any depth of a module: routes.ts, and admin-routes.ts or `<part>-routes.ts` beside it. */
const ROUTES = [`${SRC}/modules/**/routes`, `${SRC}/modules/**/*-routes`];
/** A module's SQL: its store.ts, and a `<part>-store.ts` beside it where one file would grow too long. */
const MODULE_STORES = [`${SRC}/modules/**/store`, `${SRC}/modules/**/*-store`];
const STORES = [...MODULE_STORES, `${SRC}/seed/store`];
const HTTP = `${SRC}/http/**`;
const SEED = `${SRC}/seed/**`;
const JOBS = `${SRC}/jobs/**`;
const DB = `${SRC}/db/**`;
/** Module-neutral files every layer may use; they use none of the layers above db/. */
const NEUTRAL = [
  'errors',
  'subject',
  'context',
  'config',
  'config-money',
  'config-providers',
  'attempt-counter',
  'redis',
  'source-addresses',
  'startup-refusals',
  'demo-secret',
  'operator-key',
  'demo-operator-key',
  'shanghai-time',
  'usernames',
  'record-period',
  'keyset-cursor',
  'operator-html',
].map((name) => `${SRC}/${name}`);

/** Each zone: files matching `from` may not import paths matching `disallow` (unless `except`). */
export const API_ZONES = [
  {
    from: HTTP,
    disallow: [MODULES, SEED, ...ROOT],
    message:
      'http/ is plumbing that knows no module: the composition root (app.ts) hands it what it needs, such as authenticate',
  },
  {
    from: DB,
    disallow: [`${SRC}/**`],
    except: [DB],
    message: 'db/ is the bottom layer: it imports only db/ (no module, no seed, no HTTP)',
  },
  {
    from: `${SRC}/db/migrations/*`,
    disallow: [`${SRC}/db/migrations/index`],
    message: 'a migration never imports the index that lists it: MigrationContext lives in migration-context.ts',
  },
  {
    from: NEUTRAL,
    disallow: [HTTP, MODULES, SEED, JOBS, ...ROOT],
    message:
      'errors.ts, subject.ts, context.ts, config.ts and the other files at api/src/ beside them (time, usernames, record periods, keyset cursors) are module-neutral: they import no module, no HTTP, no seed',
  },
  {
    from: MODULES,
    disallow: [...ROUTES, SEED, JOBS, ...ROOT],
    message:
      'routes → services → stores: nothing in a module imports routes, the seed, the background jobs or the composition root',
  },
  {
    from: MODULES,
    disallow: [HTTP],
    except: [`${SRC}/http/route`, `${SRC}/http/input-limits`],
    message:
      'a module knows HTTP only through the route declaration (http/route.ts) and the input limits (http/input-limits.ts, for the provider callbacks that parse their own body); the rest of http/ is wired by app.ts',
  },
  {
    from: ROUTES,
    disallow: [DB, ...STORES],
    message: 'routes → services: a route never touches SQL (a store or db/)',
  },
  {
    from: STORES,
    disallow: [`${SRC}/**`],
    except: [DB, ...STORES],
    message:
      'a store is SQL: it imports db/ (and other stores) only, never a service, routes, http/ or the errors of use cases',
  },
  {
    from: SEED,
    disallow: [HTTP, ...ROUTES, ...MODULE_STORES, ...ROOT],
    message: 'the seed is a use case: it calls module services and its own store, never routes, module stores or HTTP',
  },
  {
    from: JOBS,
    disallow: [HTTP, ...ROUTES, ...MODULE_STORES, SEED, ...ROOT],
    message:
      'a background job is a use case: it calls module services (and the lease in jobs/), never routes, module stores, HTTP or the seed',
  },
];

/** A module's folder, as an import of its face ('../ledger') names it, and everything in it. */
const moduleFiles = (name) => [`${SRC}/modules/${name}`, `${SRC}/modules/${name}/**`];

/**
 * The module order: each module may import the modules before it in MODULE_ORDER and none after
 * it; and another module only through its face (index.ts), never a file inside it.
 */
export const MODULE_ZONES = MODULE_ORDER.flatMap(({ name, tier }, index) => {
  const higher = MODULE_ORDER.slice(index + 1);
  return [
    ...(higher.length === 0
      ? []
      : [
          {
            from: `${SRC}/modules/${name}/**`,
            disallow: higher.flatMap((module) => moduleFiles(module.name)),
            message: `modules import down the tiers (tooling/lint/api-modules.js): ${name} (${tier}) may not import a module listed after it`,
          },
        ]),
    {
      from: `${SRC}/modules/${name}/**`,
      disallow: [`${SRC}/modules/**`],
      except: [...moduleFiles(name), `${SRC}/modules/*`, `${SRC}/modules/*/index`],
      message: `a module imports another only through its face, index.ts ('../ledger'), never a file inside it`,
    },
  ];
});

// Tests reach across layers on purpose (a test of the plumbing runs the whole app): the zones are
// for the code the API runs.
export default [
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    ignores: [`${SRC}/**/*.test.ts`, `${SRC}/test/**`],
    plugins: { layers: oneWay },
    rules: { 'layers/one-way': ['error', [...API_ZONES, ...MODULE_ZONES]] },
  },
];
