/** The logged-in player's own data. The player always comes from the token, never from a field. */
import { formatUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import { UnauthorizedError } from '../../errors';
import { isInviteCode, selectPlayerWithWallet } from './store';

async function playerWithWallet(context: AppContext, playerId: number) {
  const row = await selectPlayerWithWallet(context.db, playerId);
  // A session whose player is gone is as good as no session.
  if (!row) throw new UnauthorizedError();
  return row;
}

export async function userInfo(context: AppContext, playerId: number) {
  const row = await playerWithWallet(context, playerId);
  return {
    id: row.id,
    username: row.username,
    balance: formatUsdt(row.balance),
    set_password: row.withdraw_password_hash !== null,
    invite_code: row.invite_code,
  };
}

/**
 * The balance refresh of the top bar. Game providers keep no money of ours (seamless wallet), so
 * the wallet balance is the whole balance; the money core may add provider pulls here.
 */
export async function refreshBalance(context: AppContext, playerId: number) {
  const row = await playerWithWallet(context, playerId);
  return { balance: formatUsdt(row.balance) };
}

export async function inviteUrls(context: AppContext, playerId: number) {
  const row = await playerWithWallet(context, playerId);
  const web = new URL('/', context.config.siteOrigin);
  web.searchParams.set('code', row.invite_code);
  return { web: web.toString(), bot: `${context.config.inviteBotUrl}${encodeURIComponent(row.invite_code)}` };
}

/** A visitor arrived with ?code=: tells the site whether the code is real, so it can keep it. */
export async function inviteVisit(context: AppContext, code: string | undefined) {
  if (!code) return { valid: false };
  return { valid: await isInviteCode(context.db, code.toUpperCase()) };
}
