import { describe, expect, it } from 'vitest';
import { fillText, newRequestId, shortTime } from './text-format';

describe('fillText', () => {
  it('fills every known slot and leaves unknown ones', () => {
    expect(fillText('已领 {taken}/{count}', { taken: 1, count: 5 })).toBe('已领 1/5');
    expect(fillText('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});

describe('newRequestId', () => {
  it('drops the dashes of a UUID, within the contract pattern', () => {
    const id = newRequestId(() => '123e4567-e89b-12d3-a456-426614174000');
    expect(id).toBe('123e4567e89b12d3a456426614174000');
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});

describe('shortTime', () => {
  it('keeps a Shanghai wall time as it is', () => {
    expect(shortTime('2026-11-25 12:05:09')).toBe('11-25 12:05');
  });

  it('turns an ISO instant into Shanghai time across midnight', () => {
    expect(shortTime('2026-11-25T16:30:00.000Z')).toBe('11-26 00:30');
  });

  it('shows text that is no time as it came', () => {
    expect(shortTime('昨天')).toBe('昨天');
  });
});
