/**
 * The operator's view of game providers: each provider the API knows (a platform row, a launch
 * path, or configured credentials), whether it is open, whether its credentials are set (never
 * what they are), its games and today's launches; and the platform switch, audited.
 */
import { adminContentMessages, type AdminProvider } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { shanghaiDate, shanghaiMidnightUtc } from '../../shanghai-time';
import { writeAudit } from '../audit';
import { launchAdapterFor, PLATFORM_CODES, UNLISTED_CODES } from '../launch';
import {
  countGamesByPlatform,
  countLaunchesByProvider,
  selectPlatformRow,
  selectPlatformRows,
  updatePlatformStatus,
} from './admin-store';

const DAY_MS = 86_400_000;
/** A platform row's status: 1 open; anything else closed (the switch writes 2). */
const OPEN = 1;
const CLOSED = 2;

/** Today's Asia/Shanghai day and its instants [00:00, next 00:00). */
function today(now: Date) {
  const day = shanghaiDate(now);
  const from = shanghaiMidnightUtc(day);
  return { day, range: { from: from.toISOString(), to: new Date(from.getTime() + DAY_MS).toISOString() } };
}

/** GET /api/admin/providers: platform rows in lobby order, then providers without a row by code. */
export async function listProviders(context: AppContext): Promise<{ day: string; list: AdminProvider[] }> {
  const { config } = context;
  const { day, range } = today(context.now());
  const [rows, games, launches] = await Promise.all([
    selectPlatformRows(context.db),
    countGamesByPlatform(context.db),
    countLaunchesByProvider(context.db, range),
  ]);
  const describe = (id: number | null, code: string, name: string, open: boolean): AdminProvider => {
    const credentialsSet = Object.hasOwn(config.providers, code);
    return {
      id,
      code,
      name,
      open,
      credentials_set: credentialsSet,
      launchable: open && launchAdapterFor(code).isOpen(context),
      games: id === null ? 0 : (games.get(id) ?? 0),
      launches_today: launches.get(code) ?? 0,
    };
  };
  const listed = new Set(rows.map((row) => row.code));
  const known = [
    ...PLATFORM_CODES,
    ...UNLISTED_CODES,
    ...Object.keys(config.providers),
    ...config.incompleteProviders,
    ...launches.keys(),
  ];
  const unlisted = [...new Set(known)].filter((code) => !listed.has(code)).sort();
  return {
    day,
    list: [
      ...rows.map((row) => describe(row.id, row.code, row.name, Number(row.status) === OPEN)),
      // A launch path without a platform row stays closed, like an unconfigured provider.
      ...unlisted.map((code) => describe(null, code, code.toUpperCase(), false)),
    ],
  };
}

/** PUT /api/admin/providers/:code { open }: the platform switch; the change and its audit entry are one transaction. */
export async function setProviderOpen(
  context: AppContext,
  operatorId: number,
  input: { code: string; open: boolean },
): Promise<AdminProvider> {
  const at = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await selectPlatformRow(trx, input.code);
    if (!before) {
      const known =
        (PLATFORM_CODES as readonly string[]).includes(input.code) ||
        (UNLISTED_CODES as readonly string[]).includes(input.code);
      throw refuse(known ? adminContentMessages.providerUnlisted : adminContentMessages.providerUnknown, 404);
    }
    const status = input.open ? OPEN : CLOSED;
    if (Number(before.status) === status) return;
    const after = await updatePlatformStatus(trx, input.code, status);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'game_platforms',
      entityId: input.code,
      before,
      after,
      at,
    });
  });
  const { list } = await listProviders(context);
  return list.find((provider) => provider.code === input.code) as AdminProvider;
}
