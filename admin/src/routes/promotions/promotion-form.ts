/**
 * Between a promotion as the API answers it and the edit form: periods as pickers of Beijing wall
 * time (sent back as 'YYYY-MM-DD HH:mm:ss', which the API reads as Asia/Shanghai whatever the
 * browser's zone), a type never saved filled from its schema, and the parameters checked before saving.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  promotionParamsFault,
  promotionParamsSchema,
  promotionTypeNames,
  type PromotionAdmin,
  type PromotionGroup,
  type PromotionInput,
} from 'shared-contracts';
import { fieldLabels, listItemLabel } from './field-labels';
import { blankOf, paramsSchemaOf, shapeOf } from './params-shape';

export interface PromotionFormValues {
  title: string;
  summary: string;
  group: PromotionGroup;
  cover: string;
  rules_html: string;
  starts_at: Dayjs;
  ends_at: Dayjs | null;
  status: 'on' | 'off';
  sort: number;
  params: unknown;
}

const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';

/** Where a type's promotion goes on /activity until the operator says otherwise. */
const GROUP_OF_TYPE: Readonly<Record<number, PromotionGroup>> = {
  1: 'recharge',
  2: 'games',
  3: 'recharge',
  4: 'daily',
  5: 'daily',
  6: 'games',
  7: 'vip',
  8: 'games',
  9: 'games',
  10: 'daily',
  11: 'games',
  12: 'games',
  13: 'agent',
};

/** The form's first values: the saved promotion, or for a type never saved its name, its group and blank parameters from `today`. */
export function formValuesOf(type: number, promotion: PromotionAdmin | null, today: string): PromotionFormValues {
  if (promotion)
    return {
      title: promotion.title,
      summary: promotion.summary,
      group: promotion.group,
      cover: promotion.cover,
      rules_html: promotion.rules_html,
      starts_at: dayjs(promotion.starts_at),
      ends_at: promotion.ends_at === null ? null : dayjs(promotion.ends_at),
      status: promotion.status,
      sort: promotion.sort,
      params: promotion.params,
    };
  return {
    title: promotionTypeNames[type] ?? '',
    summary: '',
    group: GROUP_OF_TYPE[type] ?? 'daily',
    cover: '',
    rules_html: '',
    starts_at: dayjs(`${today} 00:00:00`),
    ends_at: null,
    status: 'off',
    sort: 0,
    params: blankOf(shapeOf(paramsSchemaOf(type))),
  };
}

/** The body of PUT /api/admin/promotions/:type. */
export function promotionInputOf(type: number, values: PromotionFormValues): PromotionInput {
  return {
    type,
    title: values.title,
    summary: values.summary ?? '',
    group: values.group,
    cover: values.cover,
    rules_html: values.rules_html ?? '',
    starts_at: values.starts_at.format(WALL_TIME),
    ends_at: values.ends_at ? values.ends_at.format(WALL_TIME) : null,
    status: values.status,
    sort: values.sort ?? 0,
    params: values.params,
  };
}

/** The period as the API writes it, for a preview of unsaved values. */
export const wallTime = (value: Dayjs | null | undefined) => (value ? value.format(WALL_TIME) : null);

/**
 * Why the parameters cannot be saved for `type` (the field, in Chinese, and what is wrong), or null.
 * @example paramsProblem(2, { kind: 'turnover_tiers', …, tiers: [{ min_stake: '', reward: '1' }] }) // '档位 第1档 有效投注：参数有误'
 */
export function paramsProblem(type: number, params: unknown): string | null {
  const parsed = promotionParamsSchema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = (issue?.path ?? []).map((part, index, path) =>
      typeof part === 'number'
        ? listItemLabel(String(path[index - 1]), part)
        : (fieldLabels[String(part)] ?? String(part)),
    );
    return `${where.length ? `${where.join(' ')}：` : ''}${issue?.message ?? '参数有误'}`;
  }
  return promotionParamsFault(type, parsed.data);
}
