import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../stores/storage-keys';
import {
  ADD_TO_HOME_INTERVAL_MS,
  isInstalledApp,
  recordAddToHomeShown,
  shouldShowAddToHome,
  takeAddToHomeTurn,
} from './add-to-home-rule';

const ADD_TO_HOME_KEY = LOCAL_KEYS.addToHomeShownAt;

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 86_400_000;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const browserTab = { matchMedia: () => ({ matches: false }), navigator: {} };

describe('shouldShowAddToHome', () => {
  it('uses the spec interval of 86400000 ms under the key addHomeTime', () => {
    expect(ADD_TO_HOME_INTERVAL_MS).toBe(DAY);
    expect(ADD_TO_HOME_KEY).toBe('addHomeTime');
  });

  it('shows when never shown', () => {
    expect(shouldShowAddToHome(null, NOW)).toBe(true);
  });

  it.each(['', 'abc', '12.5', '-1', ' 123', 'NaN', '1e12', '99999999999999999999'])(
    'shows when the stored value %j is unparsable',
    (stored) => {
      expect(shouldShowAddToHome(stored, NOW)).toBe(true);
    },
  );

  it('does not show within 24 h of the last display', () => {
    expect(shouldShowAddToHome(String(NOW), NOW)).toBe(false);
    expect(shouldShowAddToHome(String(NOW - 1), NOW)).toBe(false);
    expect(shouldShowAddToHome(String(NOW - DAY / 2), NOW)).toBe(false);
  });

  it('does not show at exactly 24 h, and shows one ms later', () => {
    expect(shouldShowAddToHome(String(NOW - DAY), NOW)).toBe(false);
    expect(shouldShowAddToHome(String(NOW - DAY - 1), NOW)).toBe(true);
  });

  it('shows when the last display is long past', () => {
    expect(shouldShowAddToHome(String(NOW - 30 * DAY), NOW)).toBe(true);
    expect(shouldShowAddToHome('0', NOW)).toBe(true);
  });

  it('waits out a small clock skew but ignores a time more than a day ahead', () => {
    expect(shouldShowAddToHome(String(NOW + 60_000), NOW)).toBe(false);
    expect(shouldShowAddToHome(String(NOW + DAY), NOW)).toBe(false);
    expect(shouldShowAddToHome(String(NOW + DAY + 1), NOW)).toBe(true);
    expect(shouldShowAddToHome(String(NOW + 365 * DAY), NOW)).toBe(true);
  });
});

describe('isInstalledApp', () => {
  it('is false in a browser tab', () => {
    expect(isInstalledApp(browserTab)).toBe(false);
    expect(isInstalledApp({})).toBe(false);
  });

  it('is true in standalone display mode', () => {
    const queries: string[] = [];
    const matchMedia = (query: string) => {
      queries.push(query);
      return { matches: query === '(display-mode: standalone)' };
    };
    expect(isInstalledApp({ matchMedia, navigator: {} })).toBe(true);
    expect(queries).toEqual(['(display-mode: standalone)']);
  });

  it('is true for an iOS home-screen app (navigator.standalone)', () => {
    expect(isInstalledApp({ matchMedia: () => ({ matches: false }), navigator: { standalone: true } })).toBe(true);
    expect(isInstalledApp({ navigator: { standalone: false } })).toBe(false);
  });
});

describe('recording a display', () => {
  it('writes the time in ms as a decimal string', () => {
    const storage = memoryStorage();
    recordAddToHomeShown(storage, NOW);
    expect(storage.getItem(ADD_TO_HOME_KEY)).toBe(String(NOW));
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => recordAddToHomeShown(broken, NOW)).not.toThrow();
    expect(takeAddToHomeTurn(broken, browserTab, NOW)).toBe(true);
  });
});

describe('takeAddToHomeTurn', () => {
  it('shows at most once per 24 h: the first turn records, the next ones wait a day', () => {
    const storage = memoryStorage();
    expect(takeAddToHomeTurn(storage, browserTab, NOW)).toBe(true);
    expect(storage.getItem(ADD_TO_HOME_KEY)).toBe(String(NOW));
    expect(takeAddToHomeTurn(storage, browserTab, NOW + 1)).toBe(false);
    expect(takeAddToHomeTurn(storage, browserTab, NOW + DAY)).toBe(false);
    expect(takeAddToHomeTurn(storage, browserTab, NOW + DAY + 1)).toBe(true);
    expect(storage.getItem(ADD_TO_HOME_KEY)).toBe(String(NOW + DAY + 1));
  });

  it('leaves the stored time alone when the bar is not due', () => {
    const storage = memoryStorage({ [ADD_TO_HOME_KEY]: String(NOW - 1000) });
    expect(takeAddToHomeTurn(storage, browserTab, NOW)).toBe(false);
    expect(storage.getItem(ADD_TO_HOME_KEY)).toBe(String(NOW - 1000));
  });

  it('never shows nor records in the installed app', () => {
    const storage = memoryStorage();
    const installed = { matchMedia: () => ({ matches: true }) };
    expect(takeAddToHomeTurn(storage, installed, NOW)).toBe(false);
    expect(storage.getItem(ADD_TO_HOME_KEY)).toBeNull();
  });
});
