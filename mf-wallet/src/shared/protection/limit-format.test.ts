import { type LimitView, messages, microUsdt, writeUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { limitLines, limitTiming, pendingLine, readLimitDraft, realityLabel, shanghaiMinute } from './limit-format';

const view = (fields: Partial<LimitView>): LimitView => ({
  key: 'deposit_24h',
  amount: null,
  pending: null,
  used: null,
  resets_at: null,
  ...fields,
});

describe('amounts on the limits panel (writeUsdt)', () => {
  it('drops trailing zeros and a bare point, never rounds', () => {
    expect(writeUsdt('50.000000')).toBe('50');
    expect(writeUsdt('12.345600')).toBe('12.3456');
    expect(writeUsdt('0.000001')).toBe('0.000001');
    expect(writeUsdt('100')).toBe('100');
  });
});

describe('shanghaiMinute', () => {
  it('shows an instant as 北京时间 to the minute, across midnight', () => {
    expect(shanghaiMinute('2026-11-26T16:00:00.000Z')).toBe('2026-11-27 00:00');
    expect(shanghaiMinute('2026-11-26T15:59:59.999Z')).toBe('2026-11-26 23:59');
  });

  it('leaves text that is no time as it came', () => {
    expect(shanghaiMinute('soon')).toBe('soon');
  });
});

describe('limitLines', () => {
  it('says 未设置 for no limit, and still shows what this window used', () => {
    const lines = limitLines(view({ used: '20.000000', resets_at: '2026-11-26T16:00:00.000Z' }));
    expect(lines.value).toBe(messages.protection.notSet);
    expect(lines.usage).toBe('已充值 20 USDT');
    expect(lines.resets).toBe('2026-11-27 00:00 恢复额度');
    expect(lines.pending).toBeNull();
  });

  it('shows no reset time while nothing is used', () => {
    const lines = limitLines(view({ used: '0.000000', resets_at: '2026-11-26T16:00:00.000Z' }));
    expect(lines.usage).toBe('已充值 0 USDT');
    expect(lines.resets).toBeNull();
  });

  it('names losses for a loss limit and no usage for the stake limit', () => {
    expect(limitLines(view({ key: 'loss_7d', amount: '5.500000', used: '1.250000' })).usage).toBe('已亏损 1.25 USDT');
    const stake = limitLines(view({ key: 'stake_round', amount: '10.000000' }));
    expect(stake).toEqual({ value: '10 USDT', usage: null, resets: null, pending: null });
  });

  it('shows a waiting raise with the amount and its time', () => {
    const pending = { amount: '100.000000', applies_at: '2026-11-27T06:30:00.000Z' };
    expect(limitLines(view({ amount: '50.000000', pending })).pending).toBe(
      '调整为 100 USDT，将于 2026-11-27 14:30 生效',
    );
  });
});

describe('pendingLine', () => {
  it('shows a waiting removal', () => {
    expect(pendingLine({ amount: null, applies_at: '2026-11-27T06:30:00.000Z' })).toBe(
      '取消限额，将于 2026-11-27 14:30 生效',
    );
    expect(pendingLine(null)).toBeNull();
  });
});

describe('readLimitDraft', () => {
  it('reads empty as removing the limit', () => {
    expect(readLimitDraft('  ')).toEqual({ ok: true, amount: null, body: '' });
  });

  it('reads amounts with up to 6 decimals exactly', () => {
    expect(readLimitDraft(' 50 ')).toEqual({ ok: true, amount: 50_000_000, body: '50' });
    expect(readLimitDraft('0.000001')).toEqual({ ok: true, amount: 1, body: '0.000001' });
  });

  it('refuses 0, a 7th decimal, signs and words', () => {
    for (const typed of ['0', '0.0', '1.0000001', '-5', '1e3', 'abc', '1,000'])
      expect(readLimitDraft(typed)).toEqual({ ok: false, message: messages.protection.amountInvalid });
  });
});

describe('limitTiming', () => {
  const fifty = view({ amount: '50.000000' });

  it('applies a first or a lower limit now', () => {
    expect(limitTiming(view({}), microUsdt(10_000_000))).toBe('now');
    expect(limitTiming(fifty, microUsdt(49_999_999))).toBe('now');
  });

  it('waits for a higher limit or a removal', () => {
    expect(limitTiming(fifty, microUsdt(50_000_001))).toBe('later');
    expect(limitTiming(fifty, null)).toBe('later');
  });

  it('changes nothing when asked for the limit in force, unless that cancels a waiting raise', () => {
    expect(limitTiming(fifty, microUsdt(50_000_000))).toBe('unchanged');
    expect(limitTiming(view({}), null)).toBe('unchanged');
    const raising = view({ amount: '50.000000', pending: { amount: '80.000000', applies_at: '2026-01-01T00:00:00Z' } });
    expect(limitTiming(raising, microUsdt(50_000_000))).toBe('now');
  });
});

describe('realityLabel', () => {
  it('says 关闭 for 0 and every N minutes otherwise', () => {
    expect(realityLabel(0)).toBe('关闭');
    expect(realityLabel(15)).toBe('每15分钟');
  });
});
