import { describe, expect, it } from 'vitest';
import { createSessionStore, GAME_SESSION_TTL_MS } from './sessions';

describe('page sessions', () => {
  it('stand for a platform session under a random id for 4 hours, then are forgotten', () => {
    let time = 1_000_000;
    const store = createSessionStore({ now: () => time });
    const id = store.open({ playerId: '7', sessionToken: 'platform-session-token', gameCode: 'demo_fruit_slot' });
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(id).not.toContain('platform');
    expect(store.find(id)).toMatchObject({
      playerId: '7',
      sessionToken: 'platform-session-token',
      gameCode: 'demo_fruit_slot',
      spinning: false,
    });
    time += GAME_SESSION_TTL_MS - 1;
    expect(store.find(id)).toBeDefined();
    time += 1;
    expect(store.find(id)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('drops expired sessions when new ones open, so memory stays bounded by the TTL', () => {
    let time = 0;
    const store = createSessionStore({ ttlMs: 1_000, now: () => time });
    for (let index = 0; index < 5; index += 1)
      store.open({ playerId: String(index), sessionToken: 'token', gameCode: 'demo_gem_slot' });
    time = 1_000;
    store.open({ playerId: 'late', sessionToken: 'token', gameCode: 'demo_gem_slot' });
    expect(store.size).toBe(1);
  });
});
