/** A provider exchanges the one-time launch token for a game session; the balance call needs a live one. */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, PROVIDER_WALLET_CODES, type ProviderAuthenticateResult } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { balanceOf, walletAccountId } from '../ledger';
import { hashToken, newToken } from '../auth';
import { callParties, providerRefusal, type ProviderReply } from './money-call';
import {
  claimLaunch,
  deleteExpiredGameSessions,
  deleteSpentLaunches,
  insertSession,
  selectLaunch,
  selectSession,
} from './store';

const invalidLaunch = () => providerRefusal(PROVIDER_WALLET_CODES.sessionInvalid, apiMessages.launchTokenInvalid);

export async function authenticateLaunch(
  context: AppContext,
  provider: string,
  launchToken: string,
): Promise<ProviderReply> {
  const now = context.now();
  const launchHash = hashToken(launchToken);
  const launch = await selectLaunch(context.db, provider, launchHash);
  if (!launch) throw invalidLaunch();
  const wallet = await walletAccountId(context.db, launch.player_id);
  if (wallet === null) throw invalidLaunch();
  const sessionToken = newToken();
  const balance = await inTransaction(context.db, async (trx) => {
    // Once only: of two exchanges of one token, one marks it used, the other finds it used.
    if (!(await claimLaunch(trx, launchHash, now))) throw invalidLaunch();
    await insertSession(trx, {
      tokenHash: hashToken(sessionToken),
      playerId: launch.player_id,
      provider,
      gameCode: launch.game_code,
      createdAt: now,
      expiresAt: new Date(now.getTime() + context.config.gameSessionTtlMs),
    });
    return balanceOf(trx, wallet);
  });
  const result: ProviderAuthenticateResult = {
    player_id: String(launch.player_id),
    session_token: sessionToken,
    game_code: launch.game_code,
    balance: formatUsdt(balance),
    currency: 'USDT',
  };
  return { code: 200, result };
}

/** Whether the session token is a live session of this player at this provider. */
export async function isLiveSession(
  db: Kysely<Database>,
  provider: string,
  playerId: number,
  sessionToken: string,
  now: Date,
): Promise<boolean> {
  const session = await selectSession(db, hashToken(sessionToken));
  return (
    session !== undefined &&
    session.player_id === playerId &&
    session.provider === provider &&
    session.expires_at > now.toISOString()
  );
}

export async function sessionBalance(
  context: AppContext,
  provider: string,
  playerIdText: string,
  sessionToken: string,
): Promise<ProviderReply> {
  const { playerId, wallet } = await callParties(context, provider, playerIdText);
  if (!(await isLiveSession(context.db, provider, playerId, sessionToken, context.now())))
    throw providerRefusal(PROVIDER_WALLET_CODES.sessionInvalid, apiMessages.walletSessionInvalid);
  return { code: 200, result: { balance: formatUsdt(await balanceOf(context.db, wallet)) } };
}

/**
 * A launch row is kept this long after its token expired: it is the record the console's launch
 * statistics count (at most 93 days back, LAUNCH_STATS_MAX_DAYS). A spent token in it opens nothing:
 * an exchange needs one unused and unexpired.
 */
export const LAUNCH_RECORD_DAYS = 100;

/** Deletes launch rows past LAUNCH_RECORD_DAYS and expired game sessions (the clean-up job). Returns how many of each. */
export async function purgeSpentLaunches(context: AppContext): Promise<{ launches: number; gameSessions: number }> {
  const now = context.now();
  return {
    launches: await deleteSpentLaunches(context.db, new Date(now.getTime() - LAUNCH_RECORD_DAYS * 86_400_000)),
    gameSessions: await deleteExpiredGameSessions(context.db, now),
  };
}
