/** The player's protection as 安全中心 shows it, and the prompt to set a deposit limit before the first deposit. */
import type { ProtectionStatus } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { hasCreditedDeposit, selectWalletAccountId } from './account-store';
import { limitsInForce, recordProtectionEvent } from './guard';
import { lockProtectionRow, selectProtectionRow, updateProtectionRow } from './store';
import { limitViews } from './usage';

const DEPOSIT_LIMIT_KEYS = ['deposit_24h', 'deposit_7d', 'deposit_30d'] as const;

/**
 * Prompt before the first deposit: while no deposit of the player's own was ever credited, no
 * deposit limit is in force or waiting, and the player has not skipped the prompt.
 */
async function shouldPromptDepositLimit(context: AppContext, playerId: number, skipped: boolean, now: Date) {
  if (skipped) return false;
  const limits = await limitsInForce(context.db, playerId, now, DEPOSIT_LIMIT_KEYS);
  if ([...limits.values()].some((limit) => limit.amount !== null || limit.pendingAt !== null)) return false;
  const wallet = await selectWalletAccountId(context.db, playerId);
  return wallet === null || !(await hasCreditedDeposit(context.db, wallet));
}

export async function protectionStatus(context: AppContext, playerId: number): Promise<ProtectionStatus> {
  const now = context.now();
  const row = await selectProtectionRow(context.db, playerId);
  return {
    limits: await limitViews(context.db, playerId, now),
    reality_check_minutes: row?.reality_check_minutes ?? 0,
    deposit_limit_prompt: await shouldPromptDepositLimit(context, playerId, !!row?.deposit_prompt_skipped_at, now),
  };
}

/** The player skipped the first-deposit prompt: it does not come back (the first skip is the one recorded). */
export async function skipDepositPrompt(context: AppContext, playerId: number): Promise<{ ok: true }> {
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const row = await lockProtectionRow(trx, context.dialect, playerId, now.toISOString());
    if (row.deposit_prompt_skipped_at !== null) return;
    await updateProtectionRow(trx, playerId, {
      deposit_prompt_skipped_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await recordProtectionEvent(trx, { playerId, actor: 'player', action: 'deposit_prompt_skipped', detail: {}, now });
  });
  return { ok: true };
}
