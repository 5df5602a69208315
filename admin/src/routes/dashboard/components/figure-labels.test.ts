import { describe, expect, it } from 'vitest';
import { FIGURE_LABELS } from './figure-labels';

describe('the dashboard figures’ names', () => {
  it('call stake less payout 平台盈亏, and name every figure in Chinese', () => {
    expect(FIGURE_LABELS.ggr).toBe('平台盈亏');
    for (const label of Object.values(FIGURE_LABELS)) expect(label).not.toMatch(/[A-Za-z]/);
  });
});
