/**
 * A new version of the commission template as the operator types it: checked against the rule's
 * shape before sending (per category the first tier starts at 0, thresholds rise, rates never fall,
 * at most 10000 per 10,000), with the API as the authority (agentTemplateInvalid).
 */
import type { Dayjs } from 'dayjs';
import {
  AGENT_MAX_RATE,
  apiGameTypeNames,
  parseUsdt,
  type CategoryTiers,
  type CommissionTemplateInput,
} from 'shared-contracts';

export interface TemplateTierValues {
  min_performance: string;
  rate: number;
}
export interface TemplateFormValues {
  effective_from: Dayjs | null;
  categories: Array<{ game_type_id: number; tiers: TemplateTierValues[] }>;
}

const nameOf = (id: number) => apiGameTypeNames[id] ?? `类别${id}`;
const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** The form's first categories: a copy of the version given (the one in force), amounts without trailing zeros. */
export function draftCategories(categories: CategoryTiers[] | undefined): TemplateFormValues['categories'] {
  return (categories ?? []).map((category) => ({
    game_type_id: category.game_type_id,
    tiers: category.tiers.map((tier) => ({ min_performance: trimZeros(tier.min_performance), rate: tier.rate })),
  }));
}

function tiersProblem(name: string, tiers: TemplateTierValues[]): string | null {
  if (tiers.length === 0) return `${name}：至少一档`;
  let previous: { performance: number; rate: number } | null = null;
  for (const [index, tier] of tiers.entries()) {
    const performance = parseUsdt(String(tier.min_performance ?? ''));
    if (performance === null) return `${name} 第${index + 1}档：门槛须为USDT金额（最多6位小数）`;
    if (!Number.isInteger(tier.rate) || tier.rate < 0 || tier.rate > AGENT_MAX_RATE)
      return `${name} 第${index + 1}档：比例须为 0 至 ${AGENT_MAX_RATE} 的整数（万分之）`;
    if (index === 0 && performance !== 0) return `${name}：首档门槛须为 0`;
    if (previous && performance <= previous.performance) return `${name} 第${index + 1}档：门槛须高于上一档`;
    if (previous && tier.rate < previous.rate) return `${name} 第${index + 1}档：比例不得低于上一档`;
    previous = { performance, rate: tier.rate };
  }
  return null;
}

/**
 * Why these categories cannot be a template, in Chinese, or null.
 * @example templateProblem([{ game_type_id: 5, tiers: [{ min_performance: '100', rate: 50 }] }]) // '电子：首档门槛须为 0'
 */
export function templateProblem(categories: TemplateFormValues['categories']): string | null {
  if (categories.length === 0) return '至少设置一个游戏类别';
  const seen = new Set<number>();
  for (const category of categories) {
    if (category.game_type_id === undefined || category.game_type_id === null) return '请选择游戏类别';
    const name = nameOf(category.game_type_id);
    if (seen.has(category.game_type_id)) return `${name}：类别重复`;
    seen.add(category.game_type_id);
    const problem = tiersProblem(name, category.tiers ?? []);
    if (problem) return problem;
  }
  return null;
}

/** The body of POST /api/admin/commission/templates. */
export function templateInputOf(values: TemplateFormValues): CommissionTemplateInput {
  return {
    effective_from: values.effective_from?.format('YYYY-MM-DD') ?? '',
    categories: values.categories.map((category) => ({
      game_type_id: category.game_type_id,
      tiers: category.tiers.map((tier) => ({ min_performance: String(tier.min_performance), rate: tier.rate })),
    })),
  };
}
