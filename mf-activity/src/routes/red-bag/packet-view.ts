/** How /redBag reads a packet: its link, its code from the URL, which state the opened packet is in. */
import { messages, parseUsdt, type RedPacket } from 'shared-contracts';

/**
 * The link that opens a packet: the site's /redBag with its code.
 * @example packetLink('https://site.example', 'Ab12Cd34') // 'https://site.example/redBag?code=Ab12Cd34'
 */
export function packetLink(origin: string, code: string): string {
  return `${origin}/redBag?code=${encodeURIComponent(code)}`;
}

/**
 * The URL's ?code= when it can be a packet's code (the contract's 6–16 letters and digits); a
 * code that cannot be one is '' (红包不存在 without asking); no code at all is null (the send form).
 * @example codeParam(' Ab12Cd34 ') // 'Ab12Cd34'
 */
export function codeParam(param: string | null): string | null {
  if (param === null) return null;
  const code = param.trim();
  return /^[A-Za-z0-9]{6,16}$/.test(code) ? code : '';
}

/** What the opened packet shows: mine (no 开), my share, 手慢了, 已过期, or 开. */
export type PacketState = 'mine' | 'taken' | 'finished' | 'expired' | 'open';

/**
 * The state of a packet for the viewer. A share already taken wins over a packet since emptied
 * or expired: the player still sees what they got.
 */
export function packetState(packet: Pick<RedPacket, 'mine' | 'my_share' | 'status'>): PacketState {
  if (packet.mine) return 'mine';
  if (packet.my_share !== null) return 'taken';
  return packet.status;
}

/** 进行中 / 已领完 / 已过期. */
export function statusLabel(status: RedPacket['status']): string {
  return messages.redBag.status[status];
}

/**
 * The share marked 手气最佳: the largest (the first of equals) once a random packet of two or more
 * shares is all taken; -1 while it is not decided, or for an equal packet.
 */
export function bestShareIndex(packet: Pick<RedPacket, 'split' | 'status' | 'shares'>): number {
  if (packet.split !== 'random' || packet.status !== 'finished' || packet.shares.length < 2) return -1;
  const amounts: number[] = packet.shares.map((share) => parseUsdt(share.amount) ?? 0);
  return amounts.indexOf(Math.max(...amounts));
}
