/** A provider exchanges the one-time launch token for a game session; the balance call needs a live one. */
import { apiMessages, formatUsdt, microUsdt, PROVIDER_WALLET_CODES, type ProviderAuthenticateResult } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../http/errors';
import { walletAccountId } from '../ledger/accounts';
import { hashToken, newToken } from '../auth/tokens';
import { walletParties } from './service';
import { isLiveSession, walletBalance, type WalletBody } from './wallet-store';

const invalidLaunch = () => new DomainError(PROVIDER_WALLET_CODES.sessionInvalid, apiMessages.launchTokenInvalid);

export async function authenticateLaunch(context: AppContext, provider: string, launchToken: string): Promise<WalletBody> {
  const now = context.now();
  const launch = await context.db
    .selectFrom('provider_launches')
    .select(['player_id', 'game_code'])
    .where('token_hash', '=', hashToken(launchToken))
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!launch) throw invalidLaunch();
  const wallet = await walletAccountId(context.db, launch.player_id);
  if (wallet === null) throw invalidLaunch();
  const sessionToken = newToken();
  const balance = await inTransaction(context.db, async (trx) => {
    // Once only: of two exchanges of one token, one marks it used, the other finds it used.
    const claimed = await trx
      .updateTable('provider_launches')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hashToken(launchToken))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalidLaunch();
    await trx
      .insertInto('provider_sessions')
      .values({ token_hash: hashToken(sessionToken), player_id: launch.player_id, provider, game_code: launch.game_code, created_at: now.toISOString(), expires_at: new Date(now.getTime() + context.config.gameSessionTtlMs).toISOString() })
      .execute();
    return walletBalance(trx, wallet);
  });
  const result: ProviderAuthenticateResult = { player_id: String(launch.player_id), session_token: sessionToken, game_code: launch.game_code, balance: formatUsdt(microUsdt(balance)), currency: 'USDT' };
  return { code: 200, result };
}

export async function sessionBalance(context: AppContext, provider: string, playerIdText: string, sessionToken: string): Promise<WalletBody> {
  const { playerId, wallet } = await walletParties(context, provider, playerIdText);
  if (!(await isLiveSession(context.db, provider, playerId, sessionToken, context.now()))) throw new DomainError(PROVIDER_WALLET_CODES.sessionInvalid, apiMessages.walletSessionInvalid);
  return { code: 200, result: { balance: formatUsdt(microUsdt(await walletBalance(context.db, wallet))) } };
}
