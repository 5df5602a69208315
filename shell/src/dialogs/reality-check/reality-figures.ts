/** What the reality check dialog says: minutes played and the login's net result, as the catalogue words it. */
import { fillMessage, messages, parseUsdt, shownUsdt, type PlaySession } from 'shared-contracts';

/**
 * A net result as a player reads it: 4 decimals cut toward zero (spec §9), a plus on a win.
 * @example netResultText('-12.345678') // '-12.3456'
 * @example netResultText('3.000000') // '+3.0000'
 */
export function netResultText(net: string): string {
  const negative = net.trim().startsWith('-');
  const amount = parseUsdt(negative ? net.trim().slice(1) : net);
  if (amount === null) return net;
  const shown = shownUsdt(negative ? -amount : amount);
  return amount > 0 && !negative && shown !== '0.0000' ? `+${shown}` : shown;
}

/** 您已游戏 X 分钟，本次登录净输赢 Y USDT. */
export function realityCheckText(figures: Pick<PlaySession, 'minutes' | 'net_result'>): string {
  return fillMessage(messages.safePlay.realityText, {
    minutes: String(Math.max(0, figures.minutes)),
    net: netResultText(figures.net_result),
  });
}
