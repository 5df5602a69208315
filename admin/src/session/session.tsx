/**
 * Who is logged in: the token, the operator (GET /api/admin/me) and logout, for every screen.
 * Screens read the operator's role from here to offer only what their role may do; the API
 * enforces it anyway.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiPaths, operatorMeSchema, type OperatorMe, type OperatorRole } from 'shared-contracts';
import { api } from '../api/client';
import { clearToken, onTokenChange, readToken, type LogoutReason } from './token';

interface Session {
  token: string | null;
  me: OperatorMe | null;
  /** Why the last session ended, for the login page to say so. */
  endedBecause: LogoutReason | null;
  refreshMe(): Promise<OperatorMe | null>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);
  const [me, setMe] = useState<OperatorMe | null>(null);
  const [endedBecause, setEndedBecause] = useState<LogoutReason | null>(null);

  useEffect(
    () =>
      onTokenChange((next, reason) => {
        setToken(next);
        if (next === null) {
          setMe(null);
          setEndedBecause(reason ?? null);
        }
      }),
    [],
  );

  const refreshMe = useCallback(async () => {
    if (!readToken()) return null;
    const operator = await api.get(apiPaths.admin.me, {}, operatorMeSchema);
    setMe(operator);
    return operator;
  }, []);

  // A new token: who it belongs to (set from the answer, so a stale answer never wins).
  useEffect(() => {
    if (!token) return;
    let current = true;
    api
      .get(apiPaths.admin.me, {}, operatorMeSchema)
      .then((operator) => {
        if (current) setMe(operator);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);

  const logout = useCallback(async () => {
    await api.post(apiPaths.admin.logout).catch(() => undefined);
    clearToken('logout');
  }, []);

  const value = useMemo(
    () => ({ token, me, endedBecause, refreshMe, logout }),
    [token, me, endedBecause, refreshMe, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Whether the logged-in operator's role is one of `roles` (for showing an action; the API decides). */
export function useRoleIn(roles: readonly OperatorRole[]): boolean {
  const { me } = useSession();
  return me !== null && roles.includes(me.role);
}
