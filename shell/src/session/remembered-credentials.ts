/** The remember-password setting (spec §4): userPass in localStorage, JSON {username, password}. */
export const USER_PASS_KEY = 'userPass';

export interface Credentials {
  username: string;
  password: string;
}

export function loadRemembered(): Credentials | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(USER_PASS_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'username' in value && 'password' in value) {
      const { username, password } = value;
      if (typeof username === 'string' && typeof password === 'string') return { username, password };
    }
  } catch {
    // A damaged entry counts as none.
  }
  return null;
}

/** Checked saves the credentials, unchecked removes them. */
export function applyRemember(remember: boolean, credentials: Credentials): void {
  if (remember) localStorage.setItem(USER_PASS_KEY, JSON.stringify(credentials));
  else localStorage.removeItem(USER_PASS_KEY);
}
