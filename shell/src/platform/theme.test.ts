import { describe, expect, it } from 'vitest';

// theme.ts reads localStorage at import; give it one before importing.
const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  },
});
const { themeFromFlag } = await import('./theme');

describe('themeFromFlag', () => {
  it('is dark unless the stored flag says light', () => {
    expect(themeFromFlag(null)).toBe('dark');
    expect(themeFromFlag('1')).toBe('dark');
    expect(themeFromFlag('0')).toBe('light');
  });
});
