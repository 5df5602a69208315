import { describe, expect, it } from 'vitest';
import { turnoverTiersParamsSchema } from 'shared-contracts';
import { schemaRule, shapeHint } from './field-rules';
import { fieldsOf, paramsSchemaOf, shapeOf } from './params-shape';

describe('the generated params form', () => {
  it('reads each kind’s fields off its contract schema', () => {
    const fields = fieldsOf(paramsSchemaOf(2));
    expect(fields.map((field) => [field.name, field.shape.type])).toEqual([
      ['kind', 'fixed'],
      ['categories', 'list'],
      ['window', 'choice'],
      ['tiers', 'list'],
      ['turnover_multiple', 'number'],
    ]);
    expect(shapeOf(turnoverTiersParamsSchema.shape.tiers)).toMatchObject({
      type: 'list',
      min: 1,
      max: 10,
      item: { type: 'group', fields: [{ name: 'min_stake', shape: { type: 'usdt' } }, { name: 'reward' }] },
    });
    const vip = fieldsOf(paramsSchemaOf(7)).find((field) => field.name === 'levels')!;
    expect(vip.shape).toMatchObject({ type: 'list', item: { type: 'group' } });
    expect(fieldsOf(paramsSchemaOf(13)).find((field) => field.name === 'link')?.defaultValue).toBe('/Agent');
  });

  it('checks a field with its schema and says what it wants', async () => {
    const multiple = fieldsOf(paramsSchemaOf(2)).find((field) => field.name === 'turnover_multiple')!;
    expect(shapeHint(multiple.shape)).toBe('0 至 100，最多两位小数');
    const rule = schemaRule(multiple.schema, multiple.shape);
    await expect(rule.validator(null, 1.5)).resolves.toBeUndefined();
    await expect(rule.validator(null, 1.555)).rejects.toThrow('0 至 100，最多两位小数');
    const amount = fieldsOf(paramsSchemaOf(1)).find((field) => field.name === 'cap')!;
    await expect(schemaRule(amount.schema, amount.shape).validator(null, '1.1234567')).rejects.toThrow('USDT');
  });
});
