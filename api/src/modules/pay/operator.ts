/**
 * Operators configure gateway channels: list, create, update, each change audited in its own
 * transaction. The secret is write-only: no answer and no audit entry ever carries it.
 */
import {
  apiMessages,
  formatUsdt,
  MIN_RECHARGE,
  parseUsdt,
  USDT_TRC20_CHANNEL,
  type AdminPayChannel,
  type MicroUsdt,
  type PayChannelCreate,
  type PayChannelUpdate,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { refuse } from '../../errors';
import { coversLoopback, isCatchAll, parseCidrList } from '../../source-addresses';
import { writeAudit } from '../audit';
import { normalizeDecimal } from './decimal';
import { insertChannel, selectAllChannels, selectChannelByCode, selectChannelById, updateChannel } from './store';
import type { PayChannelRow } from './store';

/** What operators (and the audit log) see of a channel. */
function asAdminChannel(row: PayChannelRow): AdminPayChannel {
  const { secret, allow_cidrs, enabled, min_amount, max_amount, ...rest } = row;
  return {
    ...rest,
    enabled: enabled === 1,
    min_amount: formatUsdt(min_amount),
    max_amount: formatUsdt(max_amount),
    allow: allow_cidrs.split(',').filter(Boolean),
    secret_set: secret.length > 0,
  };
}

export async function listChannels(context: AppContext): Promise<AdminPayChannel[]> {
  return (await selectAllChannels(context.db)).map(asAdminChannel);
}

/**
 * The settings as columns, checked: limits from 20 up, the allow-list real CIDRs and none
 * catch-all; in production none covering loopback either (behind a local proxy every caller has it).
 */
function settingsOf(context: AppContext, input: PayChannelUpdate, at: string) {
  const min = parseUsdt(input.min_amount) as MicroUsdt;
  const max = parseUsdt(input.max_amount) as MicroUsdt;
  if (min < MIN_RECHARGE || max < min) throw refuse(apiMessages.channelLimitsInvalid);
  const { cidrs, invalid } = parseCidrList(input.allow);
  if (invalid.length > 0 || cidrs.length === 0 || cidrs.some(isCatchAll)) throw refuse(apiMessages.channelAllowInvalid);
  if (context.config.mode === 'production' && cidrs.some(coversLoopback))
    throw refuse(apiMessages.channelAllowLoopback);
  return {
    name: input.name,
    rate: normalizeDecimal(input.rate) as string,
    currency: input.currency,
    min_amount: min,
    max_amount: max,
    sort: input.sort,
    enabled: input.enabled ? 1 : 0,
    gateway_url: input.gateway_url,
    merchant_id: input.merchant_id,
    allow_cidrs: cidrs.join(','),
    updated_at: at,
    ...(input.secret === undefined ? {} : { secret: input.secret }),
  };
}

export async function createChannel(context: AppContext, operatorId: number, input: PayChannelCreate) {
  const at = context.now();
  if (input.code === USDT_TRC20_CHANNEL || (await selectChannelByCode(context.db, input.code)))
    throw refuse(apiMessages.channelCodeTaken);
  const values = { ...settingsOf(context, input, at.toISOString()), secret: input.secret };
  try {
    return await context.db.transaction().execute(async (trx) => {
      const row = asAdminChannel(
        await insertChannel(trx, { ...values, code: input.code, kind: 'gateway', created_at: at.toISOString() }),
      );
      await writeAudit(trx, {
        operatorId,
        action: 'create',
        entity: 'pay_channels',
        entityId: row.id,
        before: null,
        after: row,
        at,
      });
      return row;
    });
  } catch (error) {
    // Two operators creating one code at once: the unique code lets one in.
    if (isUniqueViolation(error)) throw refuse(apiMessages.channelCodeTaken);
    throw error;
  }
}

/** Changes a channel's settings; its secret only when a new one is given (recorded as secret_changed). */
export async function updateChannelSettings(
  context: AppContext,
  operatorId: number,
  id: number,
  input: PayChannelUpdate,
) {
  const at = context.now();
  const values = settingsOf(context, input, at.toISOString());
  return context.db.transaction().execute(async (trx) => {
    const before = await selectChannelById(trx, id);
    if (!before) throw refuse(apiMessages.channelUnknown, 404);
    const after = asAdminChannel(await updateChannel(trx, id, values));
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'pay_channels',
      entityId: id,
      before: asAdminChannel(before),
      after: { ...after, secret_changed: input.secret !== undefined },
      at,
    });
    return after;
  });
}
