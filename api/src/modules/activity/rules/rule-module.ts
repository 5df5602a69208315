/**
 * What every rule kind answers for one player and one promotion, and what the claim core pays
 * from it. A rule reads the ledger, the rounds and the player's earlier claims (never the client)
 * and is the same function for task/progress and task/receive, so what a page shows claimable is
 * exactly what a claim pays.
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt, PromotionParams } from 'shared-contracts';
import type { Database } from '../../../db/schema';

/** A promotion as stored, with its parameters parsed by the contract schema. */
export interface LoadedPromotion<P extends PromotionParams = PromotionParams> {
  id: number;
  type: number;
  version: number;
  title: string;
  params: P;
  /** ISO UTC. */
  startsAt: string;
  endsAt: string | null;
  status: 'on' | 'off';
}

export interface RewardState {
  /** What task/receive sends back (a tier index, a streak day, a VIP level, a round id). */
  tier: number;
  label: string;
  /** null when drawn at the claim (lucky money): see rangeText and RuleModule.amountAtClaim. */
  amount: MicroUsdt | null;
  rangeText: string | null;
  status: 'locked' | 'claimable' | 'claimed';
  /** A message of apiMessages saying why it is locked; null otherwise. */
  reason: string | null;
  /** What is paid once per player: the claim's unique key with the type (e.g. '2026-11#2', 'round:81', 'level:3'). */
  periodKey: string;
}

export interface Evaluation {
  /** The window progress counts in; null for once-only rules. Days are Asia/Shanghai 'YYYY-MM-DD'. */
  period: { key: string; startsAt: string; endsAt: string } | null;
  progress: Array<{ label: string; current: MicroUsdt; target: MicroUsdt }>;
  rewards: RewardState[];
  streak: { days: number; signedToday: boolean } | null;
}

export interface EvaluateInput<P extends PromotionParams> {
  /** The request's transaction at a claim (so what it reads and the claim it writes agree), else the database. */
  db: Kysely<Database>;
  promotion: LoadedPromotion<P>;
  playerId: number;
  now: Date;
  /** Period keys of this type the player has claimed (every key: rules mark their rewards claimed from it). */
  claimedKeys: ReadonlySet<string>;
}

export interface RuleModule<P extends PromotionParams> {
  evaluate(input: EvaluateInput<P>): Promise<Evaluation>;
  /** The amount a claimable reward pays: its `amount`, unless drawn at the claim (lucky money, with a CSPRNG). */
  amountAtClaim?(params: P, reward: RewardState): MicroUsdt;
}
