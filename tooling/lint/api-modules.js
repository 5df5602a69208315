// The API's modules in tiers, from the ground up (docs/architecture.md, "The API's modules").
// Lint turns this list into zones: a module imports only modules listed before it (its own tier's
// earlier ones and every lower tier's), and only through their face, `index.ts`. A module folder
// missing from the list fails the lint test, so a new module is placed on purpose.
export const MODULE_TIERS = [
  // Risk (client traces, blacklists, partial locks) is what registration, login and every money path consult.
  { tier: 'platform', modules: ['audit', 'content', 'uploads', 'risk'] },
  // Protection is the player's standing (breaks, exclusions, limits): login and every money path consult it.
  { tier: 'identity', modules: ['protection', 'auth', 'account', 'operators'] },
  {
    tier: 'money',
    modules: ['ledger', 'turnover', 'tron', 'deposits', 'chain', 'provider', 'pay', 'launch', 'withdrawals', 'inout'],
  },
  { tier: 'engagement', modules: ['records', 'bills', 'settlement', 'agent', 'activity', 'lobby'] },
  { tier: 'admin', modules: ['dashboard', 'players-admin'] },
];

/** Every module in order, each with its tier. */
export const MODULE_ORDER = MODULE_TIERS.flatMap(({ tier, modules }) => modules.map((name) => ({ name, tier })));
