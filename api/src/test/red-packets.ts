/** Helpers of the red packet suites: players made without Argon2 and funded through the ledger, and their calls. */
import { randomBytes } from 'node:crypto';
import { apiPaths, microUsdt } from 'shared-contracts';
import { insertPlayerWithWallet } from '../modules/auth/store';
import { redPacketHoldCode, PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import type { TestApp } from './harness';
import { bearer, newUsername } from './players';
import { USDT } from './provider';
import { playerToken } from './requests';

export interface PacketPlayer {
  id: number;
  username: string;
  token: string;
}

/** A player with `usdt` in the wallet (a deposit credit, no turnover asked) and a live session. */
export async function packetPlayer(testApp: TestApp, usdt = 0): Promise<PacketPlayer> {
  const username = newUsername();
  const row = await insertPlayerWithWallet(testApp.context.db, {
    username,
    usernameCanonical: username.toLowerCase(),
    passwordHash: 'not-a-hash',
    inviteCode: randomBytes(4).toString('hex').toUpperCase(),
    inviterId: null,
    createdAt: testApp.context.now().toISOString(),
  });
  if (usdt > 0)
    await creditPlayer(testApp.context, {
      playerId: row.id,
      amount: microUsdt(usdt * USDT),
      sourceCode: PLATFORM_ACCOUNTS.depositClearing,
      kind: 'deposit',
      idempotencyKey: `test-red-packet:${row.id}:${randomBytes(4).toString('hex')}`,
    });
  return { id: row.id, username, token: await playerToken(testApp, row.id) };
}

/** A request id of the allowed shape, new on every call. */
export const newRequestId = () => `rp-${randomBytes(8).toString('hex')}`;

/** A send request: 10 USDT in 5 random shares unless told otherwise. */
export const packetRequest = (fields: object = {}) => ({
  total: '10',
  count: 5,
  split: 'random',
  message: '',
  request_id: newRequestId(),
  ...fields,
});

export async function sendPacket(testApp: TestApp, token: string, payload: object) {
  return (await testApp.call({ method: 'POST', url: apiPaths.activity.redPacket, payload, headers: bearer(token) }))
    .body;
}

export async function grabPacket(testApp: TestApp, token: string, code: unknown) {
  const { redPacketGrab } = apiPaths.activity;
  return (await testApp.call({ method: 'POST', url: redPacketGrab, payload: { code }, headers: bearer(token) })).body;
}

/** A GET of a player route with `query`, the envelope's body. */
export async function playerGet(testApp: TestApp, token: string, url: string, query: Record<string, string> = {}) {
  return (await testApp.call({ method: 'GET', url, query, headers: bearer(token) })).body;
}

/** A packet `sender` sent (refused sends fail the test): its code and id. */
export async function sentPacket(testApp: TestApp, sender: PacketPlayer, fields: object) {
  const body = await sendPacket(testApp, sender.token, packetRequest(fields));
  if (body.code !== 200) throw new Error(`send refused: ${JSON.stringify(body)}`);
  const code = body.result.packet.code as string;
  return { code, id: await packetIdOf(testApp, code) };
}

/** The packet's id by its code, read from the table. */
export async function packetIdOf(testApp: TestApp, code: string): Promise<number> {
  const row = await testApp.context.db
    .selectFrom('red_packets')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the packet's hold account holds (micro-USDT); 0 before it exists. */
export async function holdBalanceOf(testApp: TestApp, packetId: number): Promise<number> {
  const row = await testApp.context.db
    .selectFrom('accounts')
    .select('balance')
    .where('code', '=', redPacketHoldCode(packetId))
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** How many transfers of `kind` there are. */
export async function transfersOf(testApp: TestApp, kind: string): Promise<number> {
  const rows = await testApp.context.db.selectFrom('transfers').select('id').where('kind', '=', kind).execute();
  return rows.length;
}
