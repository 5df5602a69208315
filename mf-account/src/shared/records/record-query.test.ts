import { describe, expect, it } from 'vitest';
import { betDetailPath, parseBetDetailQuery, parsePeriod } from './record-query';

describe('record queries', () => {
  it('reads the four periods and falls back to today', () => {
    expect(parsePeriod('yesterday')).toBe('yesterday');
    expect(parsePeriod('30d')).toBe('30d');
    expect(parsePeriod('90d')).toBe('today');
    expect(parsePeriod(null)).toBe('today');
  });

  it('reads a /betRecords link back into the filter it came from', () => {
    const filter = { period: '7d' as const, game_type_id: 5, provider: 'demo' };
    const path = betDetailPath(filter);
    expect(path).toBe('/betDetail?game_type_id=5&provider=demo&period=7d');
    expect(parseBetDetailQuery(path.slice(path.indexOf('?')))).toEqual(filter);
  });

  it('drops values the API would refuse instead of sending them', () => {
    expect(parseBetDetailQuery('?game_type_id=-1&provider=DEMO!&period=x')).toEqual({ period: 'today' });
    expect(parseBetDetailQuery('?game_type_id=123&provider=' + 'a'.repeat(33))).toEqual({ period: 'today' });
    expect(parseBetDetailQuery('?game_type_id=1.5')).toEqual({ period: 'today' });
    expect(parseBetDetailQuery('')).toEqual({ period: 'today' });
  });

  it('keeps category 0, the games the catalogue does not list (其他)', () => {
    expect(parseBetDetailQuery('?game_type_id=0&provider=pg')).toEqual({
      period: 'today',
      game_type_id: 0,
      provider: 'pg',
    });
    expect(betDetailPath({ period: '30d', game_type_id: 0, provider: 'pg' })).toBe(
      '/betDetail?game_type_id=0&provider=pg&period=30d',
    );
  });

  it('links every round of a period when no category is given', () => {
    expect(betDetailPath({ period: 'today' })).toBe('/betDetail?period=today');
  });
});
