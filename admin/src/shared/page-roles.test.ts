import { describe, expect, it } from 'vitest';
import { canOpenPage } from './page-roles';

describe('canOpenPage', () => {
  it('lets a role open only the screens it sees', () => {
    expect(canOpenPage('/withdrawals', 'finance')).toBe(true);
    expect(canOpenPage('/withdrawals', 'support')).toBe(false);
    expect(canOpenPage('/players', 'support')).toBe(true);
    expect(canOpenPage('/operators', 'operations')).toBe(false);
  });

  it('opens no path that is no screen', () => {
    expect(canOpenPage('/nowhere', 'super_admin')).toBe(false);
  });
});
