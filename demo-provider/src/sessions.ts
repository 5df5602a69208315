/** The provider's own game sessions: a random page id standing for a platform session, in memory. */
import { randomBytes } from 'node:crypto';

export interface GameSession {
  playerId: string;
  sessionToken: string;
  gameCode: string;
  expiresAt: number;
  /** A spin is being played: the page sends one at a time, and so must anything else. */
  spinning: boolean;
}

export const GAME_SESSION_TTL_MS = 4 * 60 * 60_000;

/**
 * Page sessions by id. The platform's session token never reaches the page: the page holds an
 * id that means nothing outside this process, and that is forgotten after the TTL.
 */
export function createSessionStore(options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? GAME_SESSION_TTL_MS;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, GameSession>();

  function forgetExpired(): void {
    const time = now();
    for (const [id, session] of sessions) if (session.expiresAt <= time) sessions.delete(id);
  }

  return {
    open(platformSession: { playerId: string; sessionToken: string; gameCode: string }): string {
      forgetExpired();
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, { ...platformSession, expiresAt: now() + ttlMs, spinning: false });
      return id;
    },
    find(id: string): GameSession | undefined {
      const session = sessions.get(id);
      if (!session) return undefined;
      if (session.expiresAt > now()) return session;
      sessions.delete(id);
      return undefined;
    },
    get size(): number {
      return sessions.size;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
