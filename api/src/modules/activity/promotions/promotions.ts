/**
 * Promotions as players see them: rows parsed with the contract's params schema (a row that does
 * not parse is treated as off and logged, never a 500), their state by the clock, and the task list.
 */
import type { Kysely } from 'kysely';
import {
  apiMessages,
  PROMOTION_GROUPS,
  promotionParamsSchema,
  type PromotionGroup,
  type PromotionParams,
  type TaskListItem,
  type TaskListResult,
} from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';
import { formatShanghaiTime } from '../../../shanghai-time';
import type { LoadedPromotion } from '../rules/rule-module';
import { selectPromotionById, selectPromotionByType, selectPromotions, type PromotionRow } from './store';

/** A promotion row with its parsed parameters, and what only the pages need. */
export interface ListedPromotion extends LoadedPromotion {
  group: PromotionGroup;
  row: PromotionRow;
}

const isGroup = (value: string): value is PromotionGroup => (PROMOTION_GROUPS as readonly string[]).includes(value);

function parsedParams(row: PromotionRow): unknown {
  try {
    return JSON.parse(row.params_json);
  } catch {
    return undefined;
  }
}

/** The row as a promotion, or null (logged) when its parameters or group do not parse: such a row counts as off. */
export function loadPromotion(row: PromotionRow): ListedPromotion | null {
  const params = promotionParamsSchema.safeParse(parsedParams(row));
  if (!params.success || !isGroup(row.group_key)) {
    console.warn(`promotion ${row.id} (type ${row.type}) has parameters that do not parse; treated as off`);
    return null;
  }
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    title: row.title,
    params: params.data,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    group: row.group_key,
    row,
  };
}

/** The turnover multiple a promotion's rewards carry (0: none; type 13 has no rewards). */
export function turnoverMultipleOf(params: PromotionParams): number {
  return params.kind === 'info' ? 0 : params.turnover_multiple;
}

/**
 * 'upcoming' before its start, 'ended' at or after its end, else 'running'.
 * @example promotionState({ startsAt: '2026-01-01T00:00:00Z', endsAt: null }, new Date('2025-12-31T00:00:00Z')) // 'upcoming'
 */
export function promotionState(
  promotion: Pick<LoadedPromotion, 'startsAt' | 'endsAt'>,
  now: Date,
): 'upcoming' | 'running' | 'ended' {
  if (now.getTime() < Date.parse(promotion.startsAt)) return 'upcoming';
  if (promotion.endsAt !== null && now.getTime() >= Date.parse(promotion.endsAt)) return 'ended';
  return 'running';
}

/**
 * The promotion of a type that players may see (status on, parameters that parse).
 * @throws DomainError activityNotFound otherwise
 */
export async function shownPromotionOfType(db: Kysely<Database>, type: number): Promise<ListedPromotion> {
  const row = await selectPromotionByType(db, type);
  const promotion = row && row.status === 'on' ? loadPromotion(row) : null;
  if (!promotion) throw refuse(apiMessages.activityNotFound);
  return promotion;
}

function listItem(promotion: ListedPromotion, now: Date): TaskListItem {
  const { row } = promotion;
  return {
    id: promotion.id,
    activity_type: promotion.type,
    group: promotion.group,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    starts_at: formatShanghaiTime(row.starts_at),
    ends_at: row.ends_at === null ? null : formatShanghaiTime(row.ends_at),
    state: promotionState(promotion, now),
  };
}

/**
 * GET task/list: every promotion that is on (sort desc, then type); with `id` or `activity_type`
 * the one promotion and its rules.
 * @throws DomainError activityNotFound for one that is off, missing or does not parse
 */
export async function taskList(
  context: AppContext,
  input: { id?: number | undefined; activity_type?: number | undefined },
): Promise<TaskListResult> {
  const now = context.now();
  if (input.id === undefined && input.activity_type === undefined) {
    const rows = await selectPromotions(context.db, 'on');
    const shown = rows.map(loadPromotion).filter((promotion) => promotion !== null);
    return { list: shown.map((promotion) => listItem(promotion, now)), detail: null };
  }
  const row =
    input.id !== undefined
      ? await selectPromotionById(context.db, input.id)
      : await selectPromotionByType(context.db, input.activity_type!);
  const matches = row && (input.activity_type === undefined || row.type === input.activity_type);
  const promotion = matches && row.status === 'on' ? loadPromotion(row) : null;
  if (!promotion) throw refuse(apiMessages.activityNotFound);
  return {
    list: [listItem(promotion, now)],
    detail: {
      rules_html: promotion.row.rules_html,
      link: promotion.params.kind === 'info' ? promotion.params.link : null,
    },
  };
}
