/**
 * The withdrawal review's flags (风险): 首次提现, 未投注提现, 领取优惠后提现, 关联账户 (an IP, device
 * or withdrawal address shared with another player), 新注册 and 大额提现, computed on the server for
 * the review list and drawer. A page of requests costs three statements whatever its size: the
 * settings, the facts of every request, the players every request's player shares a client with.
 * Thresholds are one site setting ('withdrawal_risk_flags'), changed by 财务 and audited.
 */
import type { Kysely } from 'kysely';
import {
  DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS,
  withdrawalRiskFlagSettingsSchema,
  type WithdrawalRiskFlag,
  type WithdrawalRiskFlagSettings,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { writeAudit } from '../audit';
import { parseStoredJson, selectSettingJson, SITE_SETTING_KEYS, upsertSettingJson } from '../content';
import { reviewFlagsOf } from './review-flag-rules';
import { selectSharedClients, selectWithdrawalFacts, type SharedVia } from './review-flags-store';

const KEY = SITE_SETTING_KEYS.withdrawalRiskFlags;

/** The thresholds in force; a stored value the schema refuses (edited by hand) counts as unset. */
export async function withdrawalRiskFlagSettings(db: Kysely<Database>): Promise<WithdrawalRiskFlagSettings> {
  const stored = await selectSettingJson(db, KEY);
  const parsed = stored === undefined ? null : withdrawalRiskFlagSettingsSchema.safeParse(parseStoredJson(stored));
  return parsed?.success ? parsed.data : DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS;
}

/** PUT …/withdrawal-risk-flags: every threshold at once, audited with before and after in its own transaction. */
export async function changeWithdrawalRiskFlagSettings(
  context: AppContext,
  operatorId: number,
  input: WithdrawalRiskFlagSettings,
): Promise<WithdrawalRiskFlagSettings> {
  const after = withdrawalRiskFlagSettingsSchema.parse(input);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await withdrawalRiskFlagSettings(trx);
    await upsertSettingJson(trx, KEY, JSON.stringify(after), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: KEY,
      before,
      after,
      at: now,
    });
  });
  return after;
}

/**
 * The flags of withdrawal requests `ids`, by id (an id that is no request is absent).
 * @example (await withdrawalRiskFlags(db, [7])).get(7) // [{ key: 'first_withdrawal', detail: '此前没有已完成的提现' }]
 */
export async function withdrawalRiskFlags(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, WithdrawalRiskFlag[]>> {
  const flags = new Map<number, WithdrawalRiskFlag[]>();
  if (ids.length === 0) return flags;
  const settings = await withdrawalRiskFlagSettings(db);
  const facts = await selectWithdrawalFacts(db, ids);
  const shared = settings.shared_client.enabled
    ? await selectSharedClients(
        db,
        facts.map((row) => row.player_id),
      )
    : [];
  const sharedOf = new Map<number, Map<SharedVia, number[]>>();
  for (const { player_id: playerId, other_id: otherId, via } of shared) {
    const byVia = sharedOf.get(playerId) ?? new Map<SharedVia, number[]>();
    byVia.set(via, [...(byVia.get(via) ?? []), otherId]);
    sharedOf.set(playerId, byVia);
  }
  for (const row of facts) flags.set(row.id, reviewFlagsOf(row, sharedOf.get(row.player_id) ?? new Map(), settings));
  return flags;
}
