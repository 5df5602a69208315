/**
 * The browser's own AES-GCM key for secrets kept at rest (the remembered password): made once,
 * non-extractable (script can use it but never read it), kept in IndexedDB, which stores a
 * CryptoKey as is. Without WebCrypto or IndexedDB there is no key, and callers keep no secret.
 */

export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  /** Keeps `key` unless one is kept already, and returns the kept one. */
  keepFirst(key: CryptoKey): Promise<CryptoKey>;
}

const DATABASE = 'site-keys';
const STORE = 'keys';
const KEY_NAME = 'remember-password';

function request<T>(open: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const pending = open();
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** The key's home in this browser's IndexedDB. */
export const indexedDbKeyStore: KeyStore = {
  async get() {
    const db = await openDatabase();
    try {
      const key: unknown = await request(() => db.transaction(STORE).objectStore(STORE).get(KEY_NAME));
      return key instanceof CryptoKey ? key : undefined;
    } finally {
      db.close();
    }
  },
  async keepFirst(key) {
    const db = await openDatabase();
    try {
      // One readwrite transaction: two tabs making a key at once end up sharing one.
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
      const kept: unknown = await request(() => store.get(KEY_NAME));
      if (kept instanceof CryptoKey) return kept;
      await request(() => store.add(key, KEY_NAME));
      return key;
    } finally {
      db.close();
    }
  },
};

/** Whether this browser can keep a secret at all (a private window may lack IndexedDB). */
export function canKeepSecrets(): boolean {
  return typeof indexedDB !== 'undefined' && typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

/**
 * The device key, made on first use. `create` says whether to make one when none is kept: reading
 * a secret never needs a new key (nothing could have been encrypted under it).
 */
export async function deviceKey(store: KeyStore, create: boolean): Promise<CryptoKey | undefined> {
  const kept = await store.get();
  if (kept || !create) return kept;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return store.keepFirst(key);
}
