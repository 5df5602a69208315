import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../stores/storage-keys';
import type { KeyStore } from './device-key';
import {
  applyRemember,
  hasRemembered,
  loadRemembered,
  migrateRemembered,
  type RememberPlace,
} from './remembered-credentials';

const KEY = LOCAL_KEYS.rememberedCredentials;
const PASSWORD = 'pa55-word-秘密';

/** localStorage and IndexedDB stand-ins; Node's WebCrypto is the browser's API. */
function memoryPlace(keys: 'kept' | 'none' = 'kept'): RememberPlace & { kept: CryptoKey[] } {
  const values = new Map<string, string>();
  const kept: CryptoKey[] = [];
  const store: KeyStore = {
    get: async () => kept[0],
    keepFirst: async (key) => {
      if (kept.length === 0) kept.push(key);
      return kept[0] as CryptoKey;
    },
  };
  return {
    kept,
    keys: keys === 'kept' ? store : null,
    storage: {
      getItem: (name) => values.get(name) ?? null,
      setItem: (name, value) => void values.set(name, value),
      removeItem: (name) => void values.delete(name),
    },
  };
}

const stored = (place: RememberPlace) => place.storage.getItem(KEY) ?? '';

describe('remembered credentials', () => {
  it('keeps the password sealed under a non-extractable key and gives it back', async () => {
    const place = memoryPlace();
    await applyRemember(true, { username: 'player0001', password: PASSWORD }, place);
    expect(stored(place)).not.toContain(PASSWORD);
    expect(stored(place)).not.toContain(btoa(unescape(encodeURIComponent(PASSWORD))));
    expect(Object.keys(JSON.parse(stored(place)))).toEqual(['username', 'iv', 'cipher']);
    expect(hasRemembered(place)).toBe(true);
    expect(await loadRemembered(place)).toEqual({ username: 'player0001', password: PASSWORD });

    const [key] = place.kept;
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('uses a fresh IV each time, so one password never gives the same cipher twice', async () => {
    const place = memoryPlace();
    await applyRemember(true, { username: 'player0001', password: PASSWORD }, place);
    const first = JSON.parse(stored(place));
    await applyRemember(true, { username: 'player0001', password: PASSWORD }, place);
    const second = JSON.parse(stored(place));
    expect(second.iv).not.toBe(first.iv);
    expect(second.cipher).not.toBe(first.cipher);
  });

  it('forgets everything when unticked', async () => {
    const place = memoryPlace();
    await applyRemember(true, { username: 'player0001', password: PASSWORD }, place);
    await applyRemember(false, { username: 'player0001', password: PASSWORD }, place);
    expect(place.storage.getItem(KEY)).toBeNull();
    expect(hasRemembered(place)).toBe(false);
    expect(await loadRemembered(place)).toBeNull();
  });

  it('remembers only the username where no key can be kept', async () => {
    const place = memoryPlace('none');
    await applyRemember(true, { username: 'player0001', password: PASSWORD }, place);
    expect(JSON.parse(stored(place))).toEqual({ username: 'player0001' });
    expect(await loadRemembered(place)).toEqual({ username: 'player0001', password: '' });
  });

  it('gives the username alone when the key is gone or the cipher was altered', async () => {
    const place = memoryPlace();
    await applyRemember(true, { username: 'player0001', password: PASSWORD }, place);
    const entry = JSON.parse(stored(place));
    place.storage.setItem(KEY, JSON.stringify({ ...entry, cipher: btoa('garbage-garbage-garbage') }));
    expect(await loadRemembered(place)).toEqual({ username: 'player0001', password: '' });
    place.storage.setItem(KEY, JSON.stringify(entry));
    place.kept.length = 0;
    expect(await loadRemembered(place)).toEqual({ username: 'player0001', password: '' });
  });

  it('migrates an old plain entry: sealed, rewritten, still filled', async () => {
    const place = memoryPlace();
    place.storage.setItem(KEY, JSON.stringify({ username: 'player0001', password: PASSWORD }));
    await migrateRemembered(place);
    expect(stored(place)).not.toContain(PASSWORD);
    expect(JSON.parse(stored(place))).toMatchObject({ username: 'player0001', iv: expect.any(String) });
    expect(await loadRemembered(place)).toEqual({ username: 'player0001', password: PASSWORD });
  });

  it('drops the plain password of an old entry where no key can be kept', async () => {
    const place = memoryPlace('none');
    place.storage.setItem(KEY, JSON.stringify({ username: 'player0001', password: PASSWORD }));
    expect(await loadRemembered(place)).toEqual({ username: 'player0001', password: '' });
    expect(JSON.parse(stored(place))).toEqual({ username: 'player0001' });
  });

  it('has the plain text gone at once, before the sealing finishes, and shares one migration', async () => {
    const place = memoryPlace();
    place.storage.setItem(KEY, JSON.stringify({ username: 'player0001', password: PASSWORD }));
    const first = migrateRemembered(place);
    expect(stored(place)).not.toContain(PASSWORD);
    const opened = loadRemembered(place);
    await first;
    expect(await opened).toEqual({ username: 'player0001', password: PASSWORD });
  });

  it('treats a damaged entry as none and removes it', async () => {
    const place = memoryPlace();
    for (const damaged of ['{', '"text"', '{"password":"x"}', '{"username":5}']) {
      place.storage.setItem(KEY, damaged);
      expect(hasRemembered(place)).toBe(false);
      expect(await loadRemembered(place)).toBeNull();
      expect(place.storage.getItem(KEY)).toBeNull();
    }
  });
});
