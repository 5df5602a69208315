/** What a player sees of red packets: one packet by its code (with the shares taken), and the packets they sent. */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, type RedPacket } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';
import { formatShanghaiTime } from '../../../shanghai-time';
import { decodeCursor, pageOf } from '../../../keyset-cursor';
import { selectPacket, selectSentPackets, selectShares, type PacketRow } from './store';

/** A page of 我发的红包. */
export const MINE_PAGE_SIZE = 20;

/** Another player's name as the packet shows it: the first and last two characters, e.g. `de****01`. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}****`;
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}

/** The fields a player and an operator both see of a packet: amounts as USDT text, Asia/Shanghai times. */
export function packetFacts(row: Omit<PacketRow, 'sender_name' | 'send_transfer_id' | 'finished_at' | 'id'>) {
  return {
    code: row.code,
    message: row.message,
    total: formatUsdt(row.total),
    count: row.count,
    split: row.split,
    taken_count: row.taken_count,
    taken_amount: formatUsdt(row.taken_amount),
    status: row.status,
    refunded_amount: formatUsdt(row.refunded_amount),
    created_at: formatShanghaiTime(row.created_at),
    expires_at: formatShanghaiTime(row.expires_at),
  };
}

/** The packet's own fields, seen by `viewerId` (the sender sees their own name in full). */
function packetFields(row: PacketRow, viewerId: number) {
  const mine = row.sender_id === viewerId;
  return { ...packetFacts(row), sender: mine ? row.sender_name : maskUsername(row.sender_name), mine };
}

/** The whole packet as `viewerId` sees it: shares with masked names, their own share if they took one. */
export async function packetView(db: Kysely<Database>, row: PacketRow, viewerId: number): Promise<RedPacket> {
  const shares = await selectShares(db, row.id);
  const own = shares.find((share) => share.player_id === viewerId);
  return {
    ...packetFields(row, viewerId),
    my_share: own ? formatUsdt(own.amount) : null,
    shares: shares.map((share) => ({
      player: maskUsername(share.username),
      amount: formatUsdt(share.amount),
      created_at: formatShanghaiTime(share.created_at),
    })),
  };
}

/** GET …/red-packet/view?code=: any player may look at a packet whose code they were given. */
export async function viewRedPacket(context: AppContext, playerId: number, code: string): Promise<RedPacket> {
  const row = await selectPacket(context.db, { code });
  if (!row) throw refuse(apiMessages.redPacketNotFound);
  return packetView(context.db, row, playerId);
}

/** GET …/red-packet/mine: the packets the player sent, newest first, a page at a time. */
export async function mineRedPackets(context: AppContext, playerId: number, cursor: string | undefined) {
  const after = decodeCursor(cursor);
  const rows = await selectSentPackets(context.db, playerId, after?.id, MINE_PAGE_SIZE + 1);
  const page = pageOf(rows, MINE_PAGE_SIZE, (row) => ({ at: row.created_at, id: row.id }));
  return { list: page.list.map((row) => packetFields(row, playerId)), next_cursor: page.next_cursor };
}
