/**
 * What form a promotion's parameters take, read off their contract schema (zod 4), so the params
 * form is generated from promotionParamsSchema and follows it when a kind gains a field. A shape the
 * form cannot draw (a record, a union…) becomes 'json': a JSON editor checked by the same schema.
 */
import {
  PROMOTION_TYPE_MAX,
  PROMOTION_TYPE_MIN,
  promotionParamsSchema,
  RULE_KIND_OF_TYPE,
  usdtAmountField,
} from 'shared-contracts';
import type { z } from 'zod';

export type FieldShape =
  | { type: 'fixed'; value: unknown }
  | { type: 'usdt' }
  | { type: 'text'; minLength: number; maxLength: number | null }
  | { type: 'number'; min: number | null; max: number | null; integer: boolean; step: number | null }
  | { type: 'choice'; options: string[] }
  | { type: 'list'; item: FieldShape; min: number; max: number | null }
  | { type: 'group'; fields: NamedField[] }
  | { type: 'json' };

export interface NamedField {
  name: string;
  shape: FieldShape;
  /** The schema of this field, to check a value exactly as the server will. */
  schema: z.ZodType;
  defaultValue?: unknown;
}

/** zod 4's public definition objects, as far as this reader needs them. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  values?: unknown[];
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number } } }>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const checkValue = (schema: z.ZodType, name: string, key: 'minimum' | 'maximum' | 'value') =>
  checksOf(schema).find((check) => check.check === name)?.[key] ?? null;

/** The schema under default / optional / nullable wrappers, and the default it carries. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; defaultValue?: unknown } {
  let inner = schema;
  let defaultValue: unknown;
  for (let def = defOf(inner); ['default', 'optional', 'nullable', 'prefault'].includes(def.type); def = defOf(inner)) {
    if (def.type === 'default' && defaultValue === undefined) defaultValue = def.defaultValue;
    inner = def.innerType as z.ZodType;
  }
  return defaultValue === undefined ? { inner } : { inner, defaultValue };
}

/** The form shape of one schema. */
export function shapeOf(schema: z.ZodType): FieldShape {
  const { inner } = unwrap(schema);
  if (inner === usdtAmountField) return { type: 'usdt' };
  const def = defOf(inner);
  switch (def.type) {
    case 'literal':
      return { type: 'fixed', value: def.values?.[0] };
    case 'string': {
      const text = inner as z.ZodString;
      return { type: 'text', minLength: text.minLength ?? 0, maxLength: text.maxLength };
    }
    case 'number': {
      const number = inner as z.ZodNumber;
      const integer = number.isInt || checksOf(inner).some((check) => check.check === 'number_format');
      return {
        type: 'number',
        min: number.minValue,
        max: number.maxValue,
        integer,
        step: checkValue(inner, 'multiple_of', 'value'),
      };
    }
    case 'enum':
      return { type: 'choice', options: (inner as z.ZodEnum).options.map(String) };
    case 'array':
      return {
        type: 'list',
        item: shapeOf((inner as z.ZodArray<z.ZodType>).element),
        min: checkValue(inner, 'min_length', 'minimum') ?? 0,
        max: checkValue(inner, 'max_length', 'maximum'),
      };
    case 'object':
      return { type: 'group', fields: fieldsOf(inner as z.ZodObject) };
    default:
      return { type: 'json' };
  }
}

/** The fields of an object schema in their order, each with its shape and default. */
export function fieldsOf(schema: z.ZodObject): NamedField[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const { defaultValue } = unwrap(field as z.ZodType);
    return { name, shape: shapeOf(field as z.ZodType), schema: field as z.ZodType, defaultValue };
  });
}

/** The params schema of promotion `type`: the member of the discriminated union of its rule kind. */
export function paramsSchemaOf(type: number): z.ZodObject {
  if (type < PROMOTION_TYPE_MIN || type > PROMOTION_TYPE_MAX) throw new Error(`no promotion type ${type}`);
  const kind = RULE_KIND_OF_TYPE[type as keyof typeof RULE_KIND_OF_TYPE];
  const member = promotionParamsSchema.options.find((option) => literalOf(option as unknown as z.ZodObject) === kind);
  if (!member) throw new Error(`no params schema of kind ${kind}`);
  return member as unknown as z.ZodObject;
}
const literalOf = (option: z.ZodObject) => defOf(unwrap(option.shape.kind as z.ZodType).inner).values?.[0];

/** A first value of a shape, for a type never saved or a row added to a list: fixed values, defaults, minimum rows. */
export function blankOf(shape: FieldShape, defaultValue?: unknown): unknown {
  if (defaultValue !== undefined) return defaultValue;
  switch (shape.type) {
    case 'fixed':
      return shape.value;
    case 'usdt':
      return '0';
    case 'text':
      return '';
    case 'number':
      return shape.min !== null && shape.min > 0 ? shape.min : 0;
    case 'choice':
      return shape.options[0];
    case 'list':
      return Array.from({ length: shape.min }, () => blankOf(shape.item));
    case 'group':
      return Object.fromEntries(shape.fields.map((field) => [field.name, blankOf(field.shape, field.defaultValue)]));
    case 'json':
      return null;
  }
}
