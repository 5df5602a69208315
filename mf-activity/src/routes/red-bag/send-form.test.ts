import { describe, expect, it } from 'vitest';
import { messages } from 'shared-contracts';
import { attemptFor, checkSendForm, keepTotalText, shareHint, shareText, type SendForm } from './send-form';

const errors = messages.redBag.errors;
const form = (patch: Partial<SendForm>): SendForm => ({
  total: '10',
  count: '5',
  split: 'random',
  message: '',
  ...patch,
});

describe('keepTotalText', () => {
  it('keeps digits, one point and 6 places', () => {
    expect(keepTotalText('12.3456789')).toBe('12.345678');
    expect(keepTotalText('1a.2.3')).toBe('1.23');
    expect(keepTotalText('.5')).toBe('.5');
    expect(keepTotalText('')).toBe('');
  });
});

describe('checkSendForm', () => {
  it('sends the total as 6-place text with the trimmed message', () => {
    expect(checkSendForm(form({ total: '10.5', message: ' 新年快乐 ' }), '100.000000')).toEqual({
      ok: true,
      request: { total: '10.500000', count: 5, split: 'random', message: '新年快乐' },
    });
  });

  it('accepts exactly 0.01 a share and refuses a micro-USDT less', () => {
    expect(checkSendForm(form({ total: '1', count: '100' }), null).ok).toBe(true);
    expect(checkSendForm(form({ total: '0.999999', count: '100' }), null)).toEqual({
      ok: false,
      field: 'total',
      error: errors.shareTooSmall,
    });
    expect(checkSendForm(form({ total: '0.01', count: '1', split: 'equal' }), null).ok).toBe(true);
  });

  it('refuses a count outside 1–100 or no whole number', () => {
    for (const count of ['0', '101', '', '2.5', '-1', 'abc']) {
      expect(checkSendForm(form({ count }), null)).toMatchObject({ ok: false, field: 'count', error: errors.count });
    }
    expect(checkSendForm(form({ total: '100', count: '100' }), null).ok).toBe(true);
  });

  it('refuses a missing, zero, malformed or too large total', () => {
    for (const total of ['', '0', '0.000000', '1.2345678', 'abc']) {
      expect(checkSendForm(form({ total }), null)).toMatchObject({ ok: false, field: 'total', error: errors.total });
    }
    expect(checkSendForm(form({ total: '1000000001' }), null)).toMatchObject({ error: errors.tooMuch });
  });

  it('refuses a message over 30 characters, counting characters not bytes', () => {
    expect(checkSendForm(form({ message: '福'.repeat(30) }), null).ok).toBe(true);
    expect(checkSendForm(form({ message: '福'.repeat(31) }), null)).toMatchObject({ field: 'message' });
  });

  it('refuses more than the balance, and checks nothing against an unknown one', () => {
    expect(checkSendForm(form({ total: '10.000001' }), '10.000000')).toMatchObject({ error: errors.insufficient });
    expect(checkSendForm(form({ total: '10' }), '10.000000').ok).toBe(true);
  });
});

describe('shareHint', () => {
  it('gives an equal packet its share, and the last share when there is a remainder', () => {
    expect(shareHint(form({ total: '10', count: '5', split: 'equal' }))).toBe('每个 2.00 USDT');
    expect(shareHint(form({ total: '10', count: '3', split: 'equal' }))).toBe(
      '每个 3.333333 USDT，最后一个 3.333334 USDT',
    );
  });

  it('gives a random packet its average', () => {
    expect(shareHint(form({ total: '10', count: '4' }))).toBe('平均每个约 2.50 USDT，金额随机');
  });

  it('shows the limits while incomplete and the minimum when a share is too small', () => {
    expect(shareHint(form({ total: '', count: '5' }))).toBe(messages.redBag.hintEmpty);
    expect(shareHint(form({ count: '101' }))).toBe(messages.redBag.hintEmpty);
    expect(shareHint(form({ total: '0.04', count: '5' }))).toBe(errors.shareTooSmall);
  });
});

describe('shareText', () => {
  it('keeps every place a share has, at least two', () => {
    expect(shareText(3_333_334)).toBe('3.333334');
    expect(shareText(2_000_000)).toBe('2.00');
    expect(shareText(10_000)).toBe('0.01');
    expect(shareText(2_500_000)).toBe('2.50');
    expect(shareText(1_230_400)).toBe('1.2304');
  });
});

describe('attemptFor', () => {
  const request = { total: '10.000000', count: 5, split: 'random', message: '' } as const;
  let made = 0;
  const newId = () => `request-${++made}`;

  it('keeps the pending id for a retry of the same form', () => {
    const first = attemptFor(null, request, newId);
    expect(attemptFor(first, { ...request }, newId)).toBe(first);
  });

  it('makes a new id when anything in the form changed', () => {
    const first = attemptFor(null, request, newId);
    for (const changed of [{ total: '10.000001' }, { count: 6 }, { split: 'equal' as const }, { message: '新年好' }]) {
      expect(attemptFor(first, { ...request, ...changed }, newId).requestId).not.toBe(first.requestId);
    }
  });
});
