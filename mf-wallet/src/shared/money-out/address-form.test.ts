import { apiMessages, messages, type WithdrawAddress } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { addressText, checkAddressDraft, draftForType, isDuplicateAddress } from './address-form';

const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const bound = (fields: Partial<WithdrawAddress>): WithdrawAddress => ({
  id: 1,
  type: 1,
  address: USDT_CONTRACT,
  area: null,
  created_at: '2026-11-25T00:00:00.000Z',
  ...fields,
});

describe('draftForType', () => {
  it('resets the area and the address whatever was typed (spec §4)', () => {
    expect(draftForType(2)).toEqual({ type: 2, address: '', area: '' });
    expect(draftForType(1)).toEqual({ type: 1, address: '', area: '' });
  });
});

describe('isDuplicateAddress', () => {
  it('finds the same type and address', () => {
    expect(isDuplicateAddress({ type: 1, address: ` ${USDT_CONTRACT} `, area: '' }, [bound({})])).toBe(true);
    expect(isDuplicateAddress({ type: 3, address: USDT_CONTRACT, area: '' }, [bound({})])).toBe(false);
  });

  it('compares a phone with its area code, with or without +', () => {
    const phone = bound({ type: 2, address: '12345678', area: '855' });
    expect(isDuplicateAddress({ type: 2, address: '12345678', area: '+855' }, [phone])).toBe(true);
    expect(isDuplicateAddress({ type: 2, address: '12345678', area: '86' }, [phone])).toBe(false);
  });
});

describe('checkAddressDraft', () => {
  it('refuses a duplicate with 不可重复添加', async () => {
    expect(await checkAddressDraft({ type: 1, address: USDT_CONTRACT, area: '' }, [bound({})])).toEqual({
      ok: false,
      message: messages.addresses.duplicate,
    });
  });

  it('checks a TRC20 address in the browser', async () => {
    expect(await checkAddressDraft({ type: 1, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', area: '' }, [])).toEqual({
      ok: false,
      message: messages.addresses.trc20Invalid,
    });
    expect(await checkAddressDraft({ type: 1, address: USDT_CONTRACT, area: '' }, [])).toEqual({
      ok: true,
      body: { type: 1, address: USDT_CONTRACT },
    });
  });

  it('asks type 3 for any address, type 2 for an area code and a phone number', async () => {
    expect(await checkAddressDraft({ type: 3, address: '  ', area: '' }, [])).toEqual({
      ok: false,
      message: apiMessages.withdrawAddressMissing,
    });
    expect(await checkAddressDraft({ type: 3, address: 'wallet-42', area: '' }, [])).toMatchObject({ ok: true });
    expect(await checkAddressDraft({ type: 2, address: '12345678', area: '' }, [])).toEqual({
      ok: false,
      message: apiMessages.withdrawAreaInvalid,
    });
    expect(await checkAddressDraft({ type: 2, address: '12ab', area: '855' }, [])).toEqual({
      ok: false,
      message: apiMessages.withdrawPhoneInvalid,
    });
    expect(await checkAddressDraft({ type: 2, address: '12345678', area: '+855' }, [])).toEqual({
      ok: true,
      body: { type: 2, address: '12345678', area: '855' },
    });
  });
});

describe('addressText', () => {
  it('shows +area before a phone number, the address otherwise', () => {
    expect(addressText({ type: 2, address: '12345678', area: '855' })).toBe('+855 12345678');
    expect(addressText({ type: 1, address: USDT_CONTRACT, area: null })).toBe(USDT_CONTRACT);
  });
});
