import { apiMessages, messages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { checkPasswordDraft } from './password-form';

describe('checkPasswordDraft', () => {
  it('accepts 8 to 20 characters typed twice', () => {
    expect(checkPasswordDraft({ password: '12345678', confirm: '12345678' }, false)).toBeNull();
    expect(checkPasswordDraft({ password: 'a'.repeat(20), confirm: 'a'.repeat(20) }, false)).toBeNull();
  });

  it('refuses a confirmation that differs with 提现密码和确认密码不同', () => {
    expect(checkPasswordDraft({ password: '12345678', confirm: '12345679' }, false)).toBe(
      messages.withdrawPassword.mismatch,
    );
  });

  it('refuses fewer than 8 or more than 20 characters with 提现密码须为8-20位', () => {
    expect(checkPasswordDraft({ password: '1234567', confirm: '1234567' }, false)).toBe(
      messages.withdrawPassword.length,
    );
    expect(checkPasswordDraft({ password: 'a'.repeat(21), confirm: 'a'.repeat(21) }, false)).toBe(
      messages.withdrawPassword.length,
    );
  });

  it('asks for every field, the old password too when changing', () => {
    expect(checkPasswordDraft({ password: '', confirm: '' }, false)).toBe(apiMessages.missingFields);
    expect(checkPasswordDraft({ password: '12345678', confirm: '12345678' }, true)).toBe(apiMessages.missingFields);
    expect(checkPasswordDraft({ old: 'old-pass1', password: '12345678', confirm: '12345678' }, true)).toBeNull();
  });
});
