/** Player registration, login and logout (spec §4, §5). Every refusal has its own Chinese message. */
import { apiMessages, type LoginRequest, type RegisterRequest } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../http/errors';
import { consumeCaptcha } from './captcha';
import { newInviteCode } from './invite-codes';
import { checkPasswordUnderLock } from './password-login';
import { hashPassword } from './passwords';
import { createSession } from './sessions';
import { isUniqueViolation } from '../../db/errors';

async function uniqueInviteCode(context: AppContext): Promise<string> {
  for (;;) {
    const code = newInviteCode();
    const taken = await context.db.selectFrom('players').select('id').where('invite_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}


export async function registerPlayer(context: AppContext, input: RegisterRequest) {
  if (input.password !== input.confrimPas) throw refuse(apiMessages.passwordMismatch);
  // The captcha comes before anything that reveals whether a username or code exists.
  if (!(await consumeCaptcha(context, input.device, input.captcha))) throw refuse(apiMessages.captchaWrong);
  const existing = await context.db.selectFrom('players').select('id').where('username', '=', input.username).executeTakeFirst();
  if (existing) throw refuse(apiMessages.usernameTaken);
  let inviterId: number | null = null;
  if (input.code) {
    const inviter = await context.db.selectFrom('players').select('id').where('invite_code', '=', input.code.toUpperCase()).executeTakeFirst();
    if (!inviter) throw refuse(apiMessages.inviteCodeUnknown);
    inviterId = inviter.id;
  }
  let player: { id: number; username: string };
  try {
    player = await registerPlayerDirectly(context, input.username, input.password, inviterId);
  } catch (error) {
    // Two registrations of one name at once: the database's unique index decides.
    if (isUniqueViolation(error)) throw refuse(apiMessages.usernameTaken);
    throw error;
  }
  // The captcha was spent on this request: the automatic login after registering uses this session.
  const session = await createSession(context, 'player', player.id);
  return { ...player, token: session.token, expires_at: session.expiresAt };
}

/** Creates a player and their wallet account in one transaction (checks are the caller's). */
export async function registerPlayerDirectly(context: AppContext, username: string, password: string, inviterId: number | null) {
  const passwordHash = await hashPassword(password);
  const inviteCode = await uniqueInviteCode(context);
  const createdAt = context.now().toISOString();
  return context.db.transaction().execute(async (trx) => {
    const player = await trx
      .insertInto('players')
      .values({ username, password_hash: passwordHash, withdraw_password_hash: null, invite_code: inviteCode, inviter_id: inviterId, created_at: createdAt })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('accounts').values({ kind: 'player', player_id: player.id, code: `player:${player.id}`, created_at: createdAt }).execute();
    return player;
  });
}

export async function loginPlayer(context: AppContext, input: LoginRequest) {
  const lockKey = input.username.toLowerCase();
  // A locked name is refused before its captcha is spent.
  if (context.loginFailures.isBlocked(lockKey, context.now().getTime())) throw refuse(apiMessages.tooManyFailures, 429);
  if (!(await consumeCaptcha(context, input.device, input.captcha))) throw refuse(apiMessages.captchaWrong);
  const player = await context.db.selectFrom('players').select(['id', 'password_hash']).where('username', '=', input.username).executeTakeFirst();
  const playerId = await checkPasswordUnderLock(context, lockKey, player, input.password);
  const session = await createSession(context, 'player', playerId);
  return { token: session.token, expires_at: session.expiresAt };
}
