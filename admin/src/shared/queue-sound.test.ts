import { describe, expect, it } from 'vitest';
import { readQueueSound, writeQueueSound, type SettingStore } from './queue-sound';

function memoryStore(): SettingStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('the queue sound setting', () => {
  it('is off until the operator turns it on, and kept per operator', () => {
    const store = memoryStore();
    expect(readQueueSound(7, store)).toBe(false);
    writeQueueSound(7, true, store);
    expect(readQueueSound(7, store)).toBe(true);
    expect(readQueueSound(8, store)).toBe(false);
    writeQueueSound(7, false, store);
    expect(readQueueSound(7, store)).toBe(false);
  });

  it('reads as off, and writes nothing, when the browser refuses storage', () => {
    const refusing: SettingStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readQueueSound(1, refusing)).toBe(false);
    expect(() => writeQueueSound(1, true, refusing)).not.toThrow();
  });
});
