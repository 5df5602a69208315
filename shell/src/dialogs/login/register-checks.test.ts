import { describe, expect, it } from 'vitest';
import { messages } from 'shared-contracts';
import { registerCheckMessage } from './register-checks';

const filled = { username: 'player0001', password: 'abcdef', confrimPas: 'abcdef' };

describe('register checks (spec §5, issue 18)', () => {
  it('refuses mismatched passwords first, even with other fields empty or the age box unticked', () => {
    expect(registerCheckMessage({ password: 'abcdef' })).toBe(messages.login.passwordMismatch);
    expect(registerCheckMessage({ ...filled, confrimPas: 'abcdeg' })).toBe(messages.login.passwordMismatch);
    expect(registerCheckMessage({ ...filled, confrimPas: 'abcdeg', adult: true })).toBe(
      messages.login.passwordMismatch,
    );
  });

  it('then refuses any empty field, ticked or not', () => {
    expect(registerCheckMessage({})).toBe(messages.login.missingFields);
    expect(registerCheckMessage({ password: 'abcdef', confrimPas: 'abcdef' })).toBe(messages.login.missingFields);
    expect(registerCheckMessage({ password: 'abcdef', confrimPas: 'abcdef', adult: true })).toBe(
      messages.login.missingFields,
    );
  });

  it('then refuses a filled form without the 18+ confirmation', () => {
    expect(registerCheckMessage(filled)).toBe(messages.safePlay.adultRequired);
    expect(registerCheckMessage({ ...filled, adult: false })).toBe(messages.safePlay.adultRequired);
  });

  it('accepts a filled, matching, confirmed form', () => {
    expect(registerCheckMessage({ ...filled, adult: true })).toBeNull();
  });
});
