/**
 * The activity spec's tools: a player call answered whatever its code (to read a refusal), the
 * seeded promotions' parameters as the operator console reads them, and the arithmetic of a
 * reward's turnover, so the spec computes what it expects instead of copying figures of the seed.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, type PromotionAdmin, type PromotionParams } from 'shared-contracts';
import { inject } from 'vitest';
import type { Operator } from './operator';

/** A player call's envelope: `result` on code 200, else the Chinese `message`. */
export async function playerCall<T>(
  path: string,
  token: string,
  body?: Record<string, string>,
): Promise<{ code: number; message?: string; result?: T }> {
  const response = await fetch(`${inject('siteUrl')}${path}`, {
    method: body ? 'POST' : 'GET',
    body: body ? new URLSearchParams(body) : undefined,
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { code: number; message?: string; result?: T };
}

/** A claim's request id as the screens make one (8–64 letters, digits, - and _). */
export const requestId = () => randomUUID().replaceAll('-', '');

/** The parameters of the promotion of `type` in force, as the operator console reads them. */
export async function promotionParams<K extends PromotionParams['kind']>(
  operator: Operator,
  type: number,
  kind: K,
): Promise<Extract<PromotionParams, { kind: K }>> {
  const answer = await operator.call<{ list: Array<{ activity_type: number; promotion: PromotionAdmin | null }> }>(
    'GET',
    apiPaths.admin.promotions,
  );
  const params = answer.result?.list.find((entry) => entry.activity_type === type)?.promotion?.params;
  if (params?.kind !== kind) throw new Error(`promotion ${type} is not a ${kind}: ${JSON.stringify(params)}`);
  return params as Extract<PromotionParams, { kind: K }>;
}

/** Stakes a bonus asks for: amount × multiple rounded up to the micro-USDT (the multiple to 6 places). */
export function bonusTurnover(amount: number, multiple: number): number {
  const scaled = BigInt(Math.round(multiple * 1_000_000));
  return Number((BigInt(amount) * scaled + 999_999n) / 1_000_000n);
}
