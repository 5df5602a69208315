import { describe, expect, it } from 'vitest';
import { messages } from 'shared-contracts';
import { registerCheckMessage } from './register-checks';

describe('register checks (spec §5)', () => {
  it('refuses mismatched passwords first, even with other fields empty', () => {
    expect(registerCheckMessage({ password: 'abcdef' })).toBe(messages.login.passwordMismatch);
    expect(registerCheckMessage({ username: 'player0001', password: 'abcdef', confrimPas: 'abcdeg' })).toBe(
      messages.login.passwordMismatch,
    );
  });

  it('then refuses any empty field', () => {
    expect(registerCheckMessage({})).toBe(messages.login.missingFields);
    expect(registerCheckMessage({ password: 'abcdef', confrimPas: 'abcdef' })).toBe(messages.login.missingFields);
  });

  it('accepts a filled, matching form', () => {
    expect(registerCheckMessage({ username: 'player0001', password: 'abcdef', confrimPas: 'abcdef' })).toBeNull();
  });
});
