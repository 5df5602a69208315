import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { draftCategories, templateInputOf, templateProblem } from './template-form';

const tiers = (...pairs: Array<[string, number]>) =>
  pairs.map(([min_performance, rate]) => ({ min_performance, rate }));

describe('a new commission template version', () => {
  it('starts from the version in force, amounts without trailing zeros', () => {
    expect(draftCategories([{ game_type_id: 5, tiers: tiers(['0.000000', 50], ['10000.500000', 70]) }])).toEqual([
      { game_type_id: 5, tiers: tiers(['0', 50], ['10000.5', 70]) },
    ]);
  });

  it('says in Chinese which category and tier break the rule', () => {
    expect(templateProblem([{ game_type_id: 5, tiers: tiers(['0', 50], ['1000', 70]) }])).toBeNull();
    expect(templateProblem([])).toBe('至少设置一个游戏类别');
    expect(templateProblem([{ game_type_id: 5, tiers: tiers(['100', 50]) }])).toBe('电子：首档门槛须为 0');
    expect(templateProblem([{ game_type_id: 3, tiers: tiers(['0', 50], ['0', 60]) }])).toBe(
      '捕鱼 第2档：门槛须高于上一档',
    );
    expect(templateProblem([{ game_type_id: 1, tiers: tiers(['0', 50], ['10', 40]) }])).toBe(
      '棋牌 第2档：比例不得低于上一档',
    );
    expect(templateProblem([{ game_type_id: 1, tiers: tiers(['0', 10_001]) }])).toMatch(/^棋牌 第1档：比例须为/);
    const twice = { game_type_id: 5, tiers: tiers(['0', 50]) };
    expect(templateProblem([twice, twice])).toBe('电子：类别重复');
  });

  it('sends the day as YYYY-MM-DD', () => {
    const input = templateInputOf({
      effective_from: dayjs('2026-11-27'),
      categories: [{ game_type_id: 5, tiers: tiers(['0', 50]) }],
    });
    expect(input).toEqual({ effective_from: '2026-11-27', categories: [{ game_type_id: 5, tiers: tiers(['0', 50]) }] });
  });
});
