import { describe, expect, it } from 'vitest';
import { operatorText } from './operator-name';

describe('operatorText', () => {
  it('names the operator, 系统 for the system, and the id only when no name came', () => {
    expect(operatorText(3, 'alice')).toBe('alice');
    expect(operatorText(null, null)).toBe('系统');
    expect(operatorText(4, null)).toBe('#4');
  });
});
