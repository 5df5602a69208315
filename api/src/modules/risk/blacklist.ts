/**
 * Blacklists (黑名单) of client addresses (an address or a CIDR), device ids and TRON withdrawal
 * addresses, each with its reason: listed, added and removed by an operator (audited), and consulted
 * by registration and address binding. Every hit is audited as the system's (entity risk_blacklist_hit).
 */
import type { Kysely } from 'kysely';
import { apiMessages, type BlacklistAdd, type BlacklistEntry } from 'shared-contracts';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { BlacklistKind, Database } from '../../db/schema';
import { refuse } from '../../errors';
import { currentRequest, DEVICE_ID_PATTERN } from '../../request-client';
import { allowListOf, isAllowedSource, isCatchAll, parseCidrList } from '../../source-addresses';
import { isTronAddress } from '../../tron-address';
import { writeAudit } from '../audit';
import {
  deleteBlacklistEntry,
  insertBlacklistEntry,
  selectBlacklist,
  selectBlacklisted,
  selectBlacklistEntry,
  selectIpEntries,
} from './store';

const AUDIT_ENTITY = 'risk_blacklist';
export const BLACKLIST_HIT_ENTITY = 'risk_blacklist_hit';

/** GET …/risk/blacklist: every entry, newest first. */
export async function listBlacklist(context: AppContext): Promise<{ list: BlacklistEntry[] }> {
  const rows = await selectBlacklist(context.db);
  return { list: rows.map((row) => ({ ...row, id: Number(row.id), created_by: row.created_by ?? '' })) };
}

/** The value as stored, or a refusal: an address or CIDR (not wider than a /8), a device id, a TRON address. */
export function blacklistValueOf(kind: BlacklistKind, text: string): string {
  const value = text.trim();
  if (kind === 'device') {
    if (!DEVICE_ID_PATTERN.test(value)) throw refuse(apiMessages.blacklistDeviceInvalid);
    return value;
  }
  if (kind === 'address') {
    if (!isTronAddress(value)) throw refuse(apiMessages.blacklistAddressInvalid);
    return value;
  }
  const { cidrs, invalid } = parseCidrList(value);
  if (cidrs.length !== 1 || invalid.length > 0 || value.includes(',')) throw refuse(apiMessages.blacklistIpInvalid);
  if (isCatchAll(cidrs[0]!)) throw refuse(apiMessages.blacklistIpTooWide);
  // A single address stays as typed; a network in its CIDR form.
  return value.includes('/') ? cidrs[0]! : value;
}

/** POST …/risk/blacklist: a new entry, audited; the same kind and value twice is refused. */
export async function addBlacklistEntry(context: AppContext, operatorId: number, input: BlacklistAdd) {
  const value = blacklistValueOf(input.kind, input.value);
  const at = context.now();
  try {
    await context.db.transaction().execute(async (trx) => {
      const row = await insertBlacklistEntry(trx, {
        kind: input.kind,
        value,
        reason: input.reason.trim(),
        created_by: operatorId,
        created_at: at.toISOString(),
      });
      await writeAudit(trx, {
        operatorId,
        action: 'create',
        entity: AUDIT_ENTITY,
        entityId: row.id,
        before: null,
        after: row,
        at,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(apiMessages.blacklistDuplicate);
    throw error;
  }
  return listBlacklist(context);
}

/** POST …/risk/blacklist/:id/remove: the entry deleted, audited with what it was. */
export async function removeBlacklistEntry(context: AppContext, operatorId: number, id: number) {
  const at = context.now();
  await context.db.transaction().execute(async (trx) => {
    const row = await selectBlacklistEntry(trx, id);
    if (!row) throw refuse(apiMessages.blacklistNotFound);
    await deleteBlacklistEntry(trx, id);
    await writeAudit(trx, {
      operatorId,
      action: 'delete',
      entity: AUDIT_ENTITY,
      entityId: id,
      before: row,
      after: null,
      at,
    });
  });
  return listBlacklist(context);
}

/** The first ip entry whose address or network holds `ip`. */
async function ipEntryHolding(db: Kysely<Database>, ip: string) {
  for (const entry of await selectIpEntries(db)) {
    if (isAllowedSource(allowListOf(parseCidrList(entry.value).cidrs), ip)) return entry;
  }
  return undefined;
}

/** Notes a hit as the system's audit entry: which entry, what was refused, and from where. */
function auditHit(db: Kysely<Database>, at: Date, entry: { id: number; kind: string; value: string }, details: object) {
  const client = currentRequest()?.client;
  return writeAudit(db, {
    operatorId: null,
    action: 'create',
    entity: BLACKLIST_HIT_ENTITY,
    entityId: entry.id,
    before: null,
    after: {
      kind: entry.kind,
      value: entry.value,
      ...details,
      ip: client?.ip ?? null,
      device_id: client?.deviceId ?? null,
    },
    at,
  });
}

/**
 * Refuses a registration from a blacklisted address (the request's) or device (the body's or the
 * request header's), with the hit audited.
 * @throws DomainError registerBlacklisted
 */
export async function assertMayRegister(
  db: Kysely<Database>,
  at: Date,
  attempt: { username: string; deviceId: string },
) {
  const client = currentRequest()?.client;
  const devices = [...new Set([attempt.deviceId, client?.deviceId].filter((id): id is string => !!id))];
  const entry =
    (await selectBlacklisted(db, 'device', devices))[0] ?? (client ? await ipEntryHolding(db, client.ip) : undefined);
  if (!entry) return;
  await auditHit(db, at, entry, { refused: 'register', username: attempt.username, body_device_id: attempt.deviceId });
  throw refuse(apiMessages.registerBlacklisted);
}

/**
 * Refuses binding a blacklisted withdrawal address, with the hit audited (outside the caller's
 * transaction, which the refusal rolls back).
 * @throws DomainError addressBlacklisted
 */
export async function assertAddressBindable(
  db: Kysely<Database>,
  at: Date,
  binding: { playerId: number; address: string },
) {
  const [entry] = await selectBlacklisted(db, 'address', [binding.address]);
  if (!entry) return;
  await auditHit(db, at, entry, { refused: 'bind_address', player_id: binding.playerId });
  throw refuse(apiMessages.addressBlacklisted);
}
