/** Player registration, login and logout (spec §4, §5). Every refusal has its own Chinese message. */
import { apiMessages, type LoginRequest, type RegisterRequest } from 'shared-contracts';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { refuse } from '../../errors';
import { consumeCaptcha } from './captcha';
import { newInviteCode } from './invite-codes';
import { assertNotLocked, checkPasswordUnderLock } from './password-login';
import { hashPassword } from './passwords';
import { createSession, openPlayerSession } from './sessions';
import { canonicalUsername } from '../../usernames';
import { assertMayRegister, recordTrace } from '../risk';
import {
  insertPlayerWithWallet,
  isInviteCodeTaken,
  isUsernameTaken,
  selectCredentials,
  selectPlayerIdByInviteCode,
} from './store';

async function uniqueInviteCode(context: AppContext): Promise<string> {
  for (;;) {
    const code = newInviteCode();
    if (!(await isInviteCodeTaken(context.db, code))) return code;
  }
}

export async function registerPlayer(context: AppContext, input: RegisterRequest) {
  if (input.password !== input.confrimPas) throw refuse(apiMessages.passwordMismatch);
  // The captcha comes before anything that reveals whether a username or code exists.
  if (!(await consumeCaptcha(context, input.device, input.captcha))) throw refuse(apiMessages.captchaWrong);
  await assertMayRegister(context.db, context.now(), { username: input.username, deviceId: input.device });
  if (await isUsernameTaken(context.db, canonicalUsername(input.username))) throw refuse(apiMessages.usernameTaken);
  let inviterId: number | null = null;
  if (input.code) {
    const inviter = await selectPlayerIdByInviteCode(context.db, input.code.toUpperCase());
    if (inviter === undefined) throw refuse(apiMessages.inviteCodeUnknown);
    inviterId = inviter;
  }
  let player: { id: number; username: string };
  try {
    // The schema refused anyone who did not tick 已年满18周岁: this is when they confirmed it.
    player = await registerPlayerDirectly(context, input.username, input.password, inviterId, {
      ageConfirmedAt: context.now(),
    });
  } catch (error) {
    // Two registrations of one name at once: the database's unique index decides.
    if (isUniqueViolation(error)) throw refuse(apiMessages.usernameTaken);
    throw error;
  }
  // The captcha was spent on this request: the automatic login after registering uses this session.
  const session = await createSession(context, 'player', player.id);
  await recordTrace(context.db, {
    playerId: player.id,
    event: 'register',
    ref: session.id,
    deviceId: input.device,
    at: context.now(),
  });
  return { ...player, token: session.token, expires_at: session.expiresAt };
}

/**
 * Creates a player and their wallet account in one transaction (checks are the caller's).
 * `ageConfirmedAt`: when the player confirmed being 18 or older (registration, the demo seed);
 * absent for players a test or a benchmark creates, who confirmed nothing.
 */
export async function registerPlayerDirectly(
  context: AppContext,
  username: string,
  password: string,
  inviterId: number | null,
  options: { ageConfirmedAt?: Date } = {},
) {
  const passwordHash = await hashPassword(password);
  const inviteCode = await uniqueInviteCode(context);
  return insertPlayerWithWallet(context.db, {
    username,
    usernameCanonical: canonicalUsername(username),
    passwordHash,
    inviteCode,
    inviterId,
    createdAt: context.now().toISOString(),
    ageConfirmedAt: options.ageConfirmedAt?.toISOString() ?? null,
  });
}

export async function loginPlayer(context: AppContext, input: LoginRequest) {
  const lockKey = canonicalUsername(input.username);
  // A locked name is refused before its captcha is spent.
  await assertNotLocked(context, lockKey);
  if (!(await consumeCaptcha(context, input.device, input.captcha))) throw refuse(apiMessages.captchaWrong);
  const player = await selectCredentials(context.db, 'players', { asTyped: input.username, canonical: lockKey });
  const playerId = await checkPasswordUnderLock(context, lockKey, player, input.password);
  // After the password: only the player learns of their break (and until when), not whoever types their name.
  const session = await openPlayerSession(context, playerId, { event: 'login', deviceId: input.device });
  return { token: session.token, expires_at: session.expiresAt };
}
