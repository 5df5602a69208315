import type { PayChannel } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { isUsdtChannel, orderChannels, shortAmount } from './pay-channels';

const channel = (id: number, code: string): PayChannel => ({
  id,
  code,
  name: code,
  rate: '1',
  currency: 'USDT',
  min_amount: '20.000000',
  max_amount: '50000.000000',
});

describe('orderChannels', () => {
  it('puts USDT-TRC20 first and keeps the others in order', () => {
    const listed = [channel(2, 'ipay'), channel(3, 'other'), channel(1, 'usdt-trc20')];
    expect(orderChannels(listed).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('leaves a list without USDT-TRC20 as it was', () => {
    expect(orderChannels([channel(2, 'ipay'), channel(3, 'other')]).map((item) => item.id)).toEqual([2, 3]);
  });

  it('knows the built-in channel by its code', () => {
    expect(isUsdtChannel(channel(1, 'usdt-trc20'))).toBe(true);
    expect(isUsdtChannel(channel(2, 'ipay'))).toBe(false);
  });
});

describe('shortAmount', () => {
  it('drops the zeros of the wire format', () => {
    expect(shortAmount('20.000000')).toBe('20');
    expect(shortAmount('20.500000')).toBe('20.5');
    expect(shortAmount('100')).toBe('100');
    expect(shortAmount('1000.000001')).toBe('1000.000001');
  });
});
