/** The remember-password setting (spec §4): userPass in localStorage, JSON {username, password}. */
import { LOCAL_KEYS } from '../stores/storage-keys';

export interface Credentials {
  username: string;
  password: string;
}

export function loadRemembered(): Credentials | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.rememberedCredentials) ?? 'null');
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
  if (remember) localStorage.setItem(LOCAL_KEYS.rememberedCredentials, JSON.stringify(credentials));
  else localStorage.removeItem(LOCAL_KEYS.rememberedCredentials);
}
