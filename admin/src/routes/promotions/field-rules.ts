/** The checks of a generated params field: the contract schema decides, the message says what it wants. */
import type { z } from 'zod';
import type { FieldShape } from './params-shape';

/**
 * What a field asks, in Chinese, for the message under it.
 * @example shapeHint({ type: 'number', min: 0, max: 100, integer: false, step: 0.01 }) // '0 至 100，最多两位小数'
 */
export function shapeHint(shape: FieldShape): string {
  switch (shape.type) {
    case 'usdt':
      return '请输入USDT金额（最多6位小数）';
    case 'number': {
      const range = shape.min !== null && shape.max !== null ? `${shape.min} 至 ${shape.max}` : '数字';
      const places =
        shape.step === null ? '' : `，最多${shape.step === 0.01 ? '两' : String(decimals(shape.step))}位小数`;
      return `${range}${shape.integer ? '的整数' : places}`;
    }
    case 'text':
      return shape.maxLength === null ? '请输入文字' : `${shape.minLength} 至 ${shape.maxLength} 个字`;
    case 'list':
      return shape.max === null ? `至少 ${shape.min} 项` : `${shape.min} 至 ${shape.max} 项`;
    case 'choice':
      return '请选择';
    default:
      return '格式有误';
  }
}

const decimals = (step: number) => (String(step).split('.')[1] ?? '').length;

/** An antd rule checking a value with `schema` (as the server will), answering `shapeHint` when it fails. */
export function schemaRule(schema: z.ZodType, shape: FieldShape) {
  return {
    validator: (_: unknown, value: unknown) =>
      schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(shapeHint(shape))),
  };
}
