import { describe, expect, it } from 'vitest';
import { netResultText, realityCheckText } from './reality-figures';

describe('reality check figures', () => {
  it('shows the net result with 4 decimals cut toward zero, a plus on a win', () => {
    expect(netResultText('-12.345678')).toBe('-12.3456');
    expect(netResultText('3.000000')).toBe('+3.0000');
    expect(netResultText('0.000000')).toBe('0.0000');
    // Less than 0.0001 either way reads as nothing won or lost.
    expect(netResultText('0.000050')).toBe('0.0000');
    expect(netResultText('-0.000050')).toBe('0.0000');
  });

  it('fills the catalogue sentence', () => {
    expect(realityCheckText({ minutes: 30, net_result: '-20.500000' })).toBe(
      '您已游戏 30 分钟，本次登录净输赢 -20.5000 USDT',
    );
  });
});
