/**
 * The console's address allow-list (a site setting, 超级管理员): when set, the operator login and
 * every operator route answer only callers from its addresses (403 otherwise). Saving a list that
 * leaves out the saver's own address is refused, so no one locks the console away from themselves.
 */
import type { BlockList } from 'node:net';
import { z } from 'zod';
import { adminMessages, operatorAccountMessages } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { ForbiddenError, refuse } from '../../../errors';
import { allowListOf, isAllowedSource, isAllowedSourceRemembered, parseCidrList } from '../../../source-addresses';
import { writeAudit } from '../../audit';
import { parseStoredJson, selectSettingJson, SITE_SETTING_KEYS, upsertSettingJson } from '../../content';

const KEY = SITE_SETTING_KEYS.consoleAllowList;
const storedSchema = z.object({ cidrs: z.array(z.string()) });

/** The stored list's CIDRs (entries that are none are left out: the setting is only written valid). */
async function storedCidrs(db: AppContext['db']): Promise<string[]> {
  const stored = await selectSettingJson(db, KEY);
  const parsed = stored === undefined ? undefined : storedSchema.safeParse(parseStoredJson(stored));
  return parsed?.success ? parseCidrList(parsed.data.cidrs.join(',')).cidrs : [];
}

/** The list last built, by its CIDRs: it is checked on every operator request, and changes rarely. */
let built: { text: string; list: BlockList } | undefined;

function listFor(cidrs: string[]): BlockList {
  const text = cidrs.join(',');
  if (built?.text !== text) built = { text, list: allowListOf(cidrs) };
  return built.list;
}

/** 403 unless the console has no list, or `address` (request.ip) is on it. */
export async function assertConsoleAddress(context: AppContext, address: string): Promise<void> {
  const cidrs = await storedCidrs(context.db);
  if (cidrs.length > 0 && !isAllowedSourceRemembered(listFor(cidrs), address))
    throw new ForbiddenError(adminMessages.consoleAddressRefused);
}

/** GET console-allow-list: the list, and the caller's own address to add. */
export async function consoleAllowList(context: AppContext, address: string) {
  return { cidrs: await storedCidrs(context.db), your_address: address };
}

/** PUT console-allow-list: every entry an address or CIDR, the saver's address on it (or the list empty); audited. */
export async function changeConsoleAllowList(context: AppContext, actorId: number, address: string, entries: string[]) {
  const { cidrs, invalid } = parseCidrList(entries.join(','));
  if (invalid.length) throw refuse(`${operatorAccountMessages.allowListInvalid}${invalid.join('、')}`);
  const after = [...new Set(cidrs)];
  if (after.length > 0 && !isAllowedSource(allowListOf(after), address))
    throw refuse(operatorAccountMessages.allowListExcludesSelf);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await storedCidrs(trx);
    await upsertSettingJson(trx, KEY, JSON.stringify({ cidrs: after }), now.toISOString());
    await writeAudit(trx, {
      operatorId: actorId,
      action: 'update',
      entity: 'site_settings',
      entityId: KEY,
      before: { cidrs: before },
      after: { cidrs: after },
      at: now,
    });
  });
  return consoleAllowList(context, address);
}
