/**
 * Deposit limits where the money comes in: a recharge order (chain or pay channel) that would pass
 * a limit is refused before anything is written; a deposit that arrives beyond a limit anyway (a
 * transfer to the player's own address, an order paid twice, an operator's assignment) is credited
 * — the money is the player's — and opened for an operator's review, which stops new orders.
 */
import {
  apiMessages,
  fillMessage,
  microUsdt,
  protectionNames,
  type LimitKey,
  type MicroUsdt,
  writeUsdt,
} from 'shared-contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { refuse } from '../../errors';
import { hasOpenDepositReview, insertDepositReviewOnce } from './deposit-review-store';
import { limitsInForce, recordProtectionEvent, shownTime } from './guard';
import { bindingLimit, type LimitCheck } from './limit-windows';
import { depositAmounts, windowUsage } from './usage';

type Db = Kysely<Database>;

const DEPOSIT_LIMIT_KEYS = ['deposit_24h', 'deposit_7d', 'deposit_30d'] as const satisfies readonly LimitKey[];

/** One deposit limit in force with what its window holds now and when room next returns. */
interface DepositLimitCheck extends LimitCheck<LimitKey> {
  resetsAt: Date;
}

/** Every deposit limit in force for the player, weighed against the deposits credited in its window. */
async function depositLimitChecks(db: Db, playerId: number, now: Date): Promise<DepositLimitCheck[]> {
  const limits = await limitsInForce(db, playerId, now, DEPOSIT_LIMIT_KEYS);
  const set = DEPOSIT_LIMIT_KEYS.filter((key) => (limits.get(key)?.amount ?? null) !== null);
  // Most players set no limit: no need to read their deposits.
  if (set.length === 0) return [];
  const deposits = await depositAmounts(db, playerId, now);
  return set.map((key) => {
    const usage = windowUsage(key, deposits, now)!;
    return { key, limit: limits.get(key)!.amount!, used: usage.used, resetsAt: usage.resetsAt };
  });
}

/**
 * Refuses a recharge order of `amount` (chain or pay channel) while a deposit over a limit awaits
 * review (depositUnderReview), or when the deposits credited in a window and `amount` together
 * would pass a limit: of several the one with the least room binds, and the refusal names it, its
 * amount, the room left and when room returns (北京时间). An order exactly filling the room passes.
 */
export async function checkDepositOrder(context: AppContext, playerId: number, amount: MicroUsdt, now: Date) {
  if (await hasOpenDepositReview(context.db, playerId)) throw refuse(apiMessages.depositUnderReview);
  const checks = await depositLimitChecks(context.db, playerId, now);
  const binding = bindingLimit(checks, amount);
  if (binding === null) return;
  const { resetsAt } = checks.find((check) => check.key === binding.key)!;
  throw refuse(
    fillMessage(apiMessages.depositLimitReached, {
      limit: protectionNames[binding.key],
      amount: writeUsdt(microUsdt(binding.limit)),
      room: writeUsdt(microUsdt(binding.room)),
      resets: shownTime(resetsAt),
    }),
  );
}

export interface CreditedDeposit {
  playerId: number;
  amount: MicroUsdt;
  /** The credit's ledger idempotency key: one review per deposit, however often it is replayed. */
  reference: string;
  source: 'chain' | 'channel';
  /** The credit's time (its entry's created_at). */
  now: Date;
  /**
   * Of `amount`, what a pool order added to the amount the player asked for, to tell payments
   * apart (deposits/tail.ts). The order was weighed without it, so paying the order exactly as
   * asked is not a deposit over a limit; it still counts against the limits from now on.
   */
  tail?: MicroUsdt;
}

/**
 * Call in the transaction that credits a deposit, after the credit (whose wallet update holds the
 * player's wallet row until the commit, so two credits of one player are judged one after the
 * other): when the deposits of a window, this one included, now pass a limit in force, opens a
 * review of the deposit and records the event 'deposit_over_limit'. The money stays credited.
 * Returns whether a review was opened. A break plays no part: the player's own money arrives.
 * (`context` is not read yet: the callers pass it so a review may one day ask the settings.)
 */
export async function noteCreditedDeposit(trx: Db, _context: AppContext, deposit: CreditedDeposit): Promise<boolean> {
  const tail = deposit.tail ?? 0;
  const passed = (await depositLimitChecks(trx, deposit.playerId, deposit.now))
    .map((check) => ({ ...check, over: check.used - tail - check.limit }))
    .filter((check) => check.over > 0)
    // The limit passed furthest is the one the review names.
    .sort((left, right) => right.over - left.over);
  const passedMost = passed[0];
  if (!passedMost) return false;
  const at = deposit.now.toISOString();
  const opened = await insertDepositReviewOnce(trx, {
    player_id: deposit.playerId,
    source: deposit.source,
    reference: deposit.reference,
    amount: deposit.amount,
    limit_key: passedMost.key,
    at,
  });
  if (!opened) return false;
  await recordProtectionEvent(trx, {
    playerId: deposit.playerId,
    actor: 'system',
    action: 'deposit_over_limit',
    detail: {
      source: deposit.source,
      reference: deposit.reference,
      amount: writeUsdt(deposit.amount),
      limits: passed.map((check) => ({
        key: check.key,
        limit: writeUsdt(microUsdt(check.limit)),
        used: writeUsdt(microUsdt(check.used)),
      })),
    },
    now: deposit.now,
  });
  return true;
}
