/** The operators' pool of receiving addresses (pool mode): listed with their load, added and changed with an audit row. */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { isTronAddress } from '../tron';
import {
  countReceivingAddresses,
  insertReceivingAddress,
  selectReceivingAddress,
  selectReceivingAddresses,
  updateReceivingAddress,
} from './addresses-store';

type Shown = Awaited<ReturnType<typeof selectReceivingAddresses>>[number];
const shown = (row: Shown) => ({ ...row, open_orders: Number(row.open_orders) });

export async function listReceivingAddresses(context: AppContext) {
  return (await selectReceivingAddresses(context.db)).map(shown);
}

async function shownOne(context: AppContext, id: number) {
  const row = (await listReceivingAddresses(context)).find((address) => address.id === id);
  if (!row) throw refuse(apiMessages.receivingAddressUnknown, 404);
  return row;
}

/** Adds an address (base58check, version 0x41), once. */
export async function addReceivingAddress(
  context: AppContext,
  operatorId: number | null,
  input: { address: string; label: string },
) {
  if (!isTronAddress(input.address)) throw refuse(apiMessages.tronAddressInvalid);
  const at = context.now();
  try {
    const row = await context.db.transaction().execute(async (trx) => {
      const created = await insertReceivingAddress(trx, {
        address: input.address,
        label: input.label,
        at: at.toISOString(),
      });
      await writeAudit(trx, {
        operatorId,
        action: 'create',
        entity: 'receiving_addresses',
        entityId: created.id,
        before: null,
        after: created,
        at,
      });
      return created;
    });
    return shownOne(context, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(apiMessages.receivingAddressExists);
    throw error;
  }
}

/** Enables or disables an address (a disabled one takes no new orders; its payments are still seen), or relabels it. */
export async function changeReceivingAddress(
  context: AppContext,
  operatorId: number,
  change: { id: number; status?: 'active' | 'disabled'; label?: string },
) {
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await selectReceivingAddress(trx, change.id);
    if (!before) throw refuse(apiMessages.receivingAddressUnknown, 404);
    const after = await updateReceivingAddress(trx, change.id, { ...change, at: at.toISOString() });
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'receiving_addresses',
      entityId: change.id,
      before,
      after,
      at,
    });
  });
  return shownOne(context, change.id);
}

/** Whether the pool has any address (the demo seed fills an empty one). */
export async function hasReceivingAddresses(context: AppContext): Promise<boolean> {
  return (await countReceivingAddresses(context.db)) > 0;
}
