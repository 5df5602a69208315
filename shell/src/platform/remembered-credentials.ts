/**
 * The remember-password setting (spec §4) without a readable password at rest: localStorage
 * userPass is JSON {username, iv, cipher}, the password encrypted (AES-GCM) under the browser's
 * non-extractable device key. Where no key can be kept, only the username is remembered. An
 * entry of the old plain form {username, password} is rewritten on load (migrateRemembered).
 */
import { LOCAL_KEYS } from '../stores/storage-keys';
import { canKeepSecrets, deviceKey, indexedDbKeyStore, type KeyStore } from './device-key';

export interface Credentials {
  username: string;
  password: string;
}

interface StoredEntry {
  username: string;
  iv?: string;
  cipher?: string;
  /** Only in entries written before the password was encrypted. */
  password?: string;
}

/** Where the entry and the key live: the browser's by default, stand-ins in unit tests. */
export interface RememberPlace {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  keys: KeyStore | null;
}

const browserPlace = (): RememberPlace => ({
  storage: localStorage,
  keys: canKeepSecrets() ? indexedDbKeyStore : null,
});

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function readEntry(place: RememberPlace): StoredEntry | null {
  try {
    const value: unknown = JSON.parse(place.storage.getItem(LOCAL_KEYS.rememberedCredentials) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { username, iv, cipher, password } = value as Record<string, unknown>;
    const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
    if (typeof username !== 'string') return null;
    return { username, iv: text(iv), cipher: text(cipher), password: text(password) };
  } catch {
    // A damaged entry counts as none.
    return null;
  }
}

/** The entry to store: the password sealed under the device key, or left out when it cannot be. */
async function sealedEntry(place: RememberPlace, { username, password }: Credentials): Promise<StoredEntry> {
  try {
    const key = place.keys && password ? await deviceKey(place.keys, true) : undefined;
    if (!key) return { username };
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password));
    return { username, iv: toBase64(iv), cipher: toBase64(cipher) };
  } catch {
    // No usable key store (a private window, a blocked IndexedDB): keep the username alone.
    return { username };
  }
}

async function openedPassword(place: RememberPlace, entry: StoredEntry): Promise<string> {
  if (!entry.iv || !entry.cipher || !place.keys) return '';
  try {
    const key = await deviceKey(place.keys, false);
    if (!key) return '';
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(entry.iv) },
      key,
      fromBase64(entry.cipher),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // The key was cleared with the site's data, or the entry altered: the username still helps.
    return '';
  }
}

/** Whether credentials are remembered (the checkbox starts ticked then); synchronous for the form's first render. */
export function hasRemembered(place: RememberPlace = browserPlace()): boolean {
  return readEntry(place) !== null;
}

/** The remembered username and password ('' when only the username could be kept), or null. */
export async function loadRemembered(place: RememberPlace = browserPlace()): Promise<Credentials | null> {
  await migrateRemembered(place);
  const entry = readEntry(place);
  return entry ? { username: entry.username, password: await openedPassword(place, entry) } : null;
}

/** Checked saves the credentials (the password sealed), unchecked removes them. */
export async function applyRemember(
  remember: boolean,
  credentials: Credentials,
  place: RememberPlace = browserPlace(),
): Promise<void> {
  if (!remember) return place.storage.removeItem(LOCAL_KEYS.rememberedCredentials);
  place.storage.setItem(LOCAL_KEYS.rememberedCredentials, JSON.stringify(await sealedEntry(place, credentials)));
}

/** Migrations under way, by storage: the boot's and an opening form's share one. */
const pendingMigrations = new WeakMap<object, Promise<void>>();

/** An entry of the old plain form is sealed and rewritten; no plain password stays behind. */
export function migrateRemembered(place: RememberPlace = browserPlace()): Promise<void> {
  const pending = pendingMigrations.get(place.storage);
  if (pending) return pending;
  const entry = readEntry(place);
  // A damaged entry is of no use and may still hold a password: it goes.
  if (entry === null) place.storage.removeItem(LOCAL_KEYS.rememberedCredentials);
  if (entry?.password === undefined) return Promise.resolve();
  // The username alone first: even if sealing fails or the tab closes, the plain text is gone.
  place.storage.setItem(LOCAL_KEYS.rememberedCredentials, JSON.stringify({ username: entry.username }));
  const migration = sealedEntry(place, { username: entry.username, password: entry.password })
    .then((sealed) => place.storage.setItem(LOCAL_KEYS.rememberedCredentials, JSON.stringify(sealed)))
    .finally(() => pendingMigrations.delete(place.storage));
  pendingMigrations.set(place.storage, migration);
  return migration;
}
