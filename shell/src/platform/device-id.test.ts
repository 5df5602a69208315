import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../stores/storage-keys';
import { DEVICE_ID_PATTERN, getDeviceId } from './device-id';

const DEVICE_ID_KEY = LOCAL_KEYS.deviceId;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('device id', () => {
  it('is made once, matches the API pattern and is kept', () => {
    const storage = memoryStorage();
    const id = getDeviceId(storage);
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(getDeviceId(storage)).toBe(id);
  });

  it('replaces a damaged saved id', () => {
    const storage = memoryStorage();
    storage.setItem(DEVICE_ID_KEY, 'bad id!');
    expect(getDeviceId(storage)).toMatch(DEVICE_ID_PATTERN);
  });
});
