/**
 * Bound withdrawal addresses (spec §3, popup 4): list, bind and delete. Every change is audited in
 * its own transaction; the actor is the player (the audit's operator is null, the entity's row names
 * the player), since players have no operator id.
 */
import { apiMessages, type BindAddressRequest, type WithdrawAddress, type WithdrawAddressType } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../db/errors';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { recordTrace } from '../../risk';
import { isTronAddress } from '../../tron';
import { assertAddressBindable } from '../../risk';
import {
  countPlayerAddresses,
  deleteAddress,
  hasOpenWithdrawalOn,
  insertAddress,
  selectPlayerAddress,
  selectPlayerAddresses,
  selectSameAddress,
  type AddressRow,
} from './addresses-store';
import { withdrawalRules } from '../settings/settings';
import { lockPlayerRow } from '../store';
import { isSiteAddress } from './site-addresses';

const AUDIT_ENTITY = 'withdraw_address';

export function shownAddress(row: AddressRow): WithdrawAddress {
  return {
    id: row.id,
    type: row.type,
    address: row.address,
    area: row.type === 2 ? row.area : null,
    created_at: row.created_at,
  };
}

/** POST /api/plat/address-list: the player's addresses and how many may be bound. */
export async function listAddresses(context: AppContext, playerId: number) {
  const [rows, rules] = await Promise.all([selectPlayerAddresses(context.db, playerId), withdrawalRules(context.db)]);
  return { list: rows.map(shownAddress), max: rules.maxAddresses };
}

/**
 * The address as stored, or a refusal: type 1 a base58check TRON address (version 0x41); type 2
 * an area code of 1–4 digits (a leading + dropped) and a phone number of 5–15 digits; type 3 any text.
 */
export function normalizedAddress(input: BindAddressRequest): {
  type: WithdrawAddressType;
  address: string;
  area: string;
} {
  if (input.type === 1) {
    if (!isTronAddress(input.address)) throw refuse(apiMessages.tronAddressInvalid);
    return { type: 1, address: input.address, area: '' };
  }
  if (input.type === 2) {
    const area = /^\+?(\d{1,4})$/.exec(input.area ?? '');
    if (!area) throw refuse(apiMessages.withdrawAreaInvalid);
    if (!/^\d{5,15}$/.test(input.address)) throw refuse(apiMessages.withdrawPhoneInvalid);
    return { type: 2, address: input.address, area: area[1]! };
  }
  return { type: 3, address: input.address, area: '' };
}

/** POST /api/plat/bind-address: at most the rules' number per player; a duplicate is refused with 不可重复添加. */
export async function bindAddress(context: AppContext, playerId: number, input: BindAddressRequest) {
  const address = { player_id: playerId, ...normalizedAddress(input) };
  const now = context.now();
  if (address.type === 1) await assertAddressBindable(context.db, now, { playerId, address: address.address });
  try {
    // Not inTransaction: a unique violation here is a duplicate, never a race worth running again.
    const row = await context.db.transaction().execute(async (trx) => {
      await lockPlayerRow(trx, context.dialect, playerId);
      if (await selectSameAddress(trx, address)) throw refuse(apiMessages.withdrawAddressDuplicate);
      if (address.type === 1 && (await isSiteAddress(context, trx, address.address)))
        throw refuse(apiMessages.withdrawAddressIsSite);
      const rules = await withdrawalRules(trx);
      if ((await countPlayerAddresses(trx, playerId)) >= rules.maxAddresses)
        throw refuse(apiMessages.withdrawAddressLimit);
      const created = await insertAddress(trx, { ...address, created_at: now.toISOString() });
      await recordTrace(trx, { playerId, event: 'bind_address', ref: created.address, at: now });
      await writeAudit(trx, {
        operatorId: null,
        action: 'create',
        entity: AUDIT_ENTITY,
        entityId: created.id,
        before: null,
        after: created,
        at: now,
      });
      return created;
    });
    return shownAddress(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(apiMessages.withdrawAddressDuplicate);
    throw error;
  }
}

/** POST /api/plat/del-address: only the player's own, and not while a withdrawal to it is open. */
export async function removeAddress(context: AppContext, playerId: number, id: number) {
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    // Locked as a withdrawal request locks it: a request and a delete of its address never interleave.
    await lockPlayerRow(trx, context.dialect, playerId);
    const row = await selectPlayerAddress(trx, playerId, id);
    if (!row) throw refuse(apiMessages.withdrawAddressUnknown);
    if (await hasOpenWithdrawalOn(trx, id)) throw refuse(apiMessages.withdrawAddressInUse);
    await deleteAddress(trx, id);
    await writeAudit(trx, {
      operatorId: null,
      action: 'delete',
      entity: AUDIT_ENTITY,
      entityId: id,
      before: row,
      after: null,
      at: now,
    });
  });
  return {};
}
