import { describe, expect, it } from 'vitest';
import { columnsOfTab, gameTypeOfTab, tabOfGameType } from './tabs';

describe('home tabs', () => {
  it('preselects a tab from ?game_type', () => {
    expect(tabOfGameType('5')).toBe('slots');
    expect(tabOfGameType('7')).toBe('live');
    expect(tabOfGameType('1')).toBe('chess');
    expect(tabOfGameType('3')).toBe('fishing');
    expect(tabOfGameType('6')).toBe('sports');
    expect(tabOfGameType('2')).toBeUndefined();
    expect(tabOfGameType(null)).toBeUndefined();
    expect(tabOfGameType('x')).toBeUndefined();
  });

  it('lists a category by its game type', () => {
    expect(gameTypeOfTab('sports')).toBe(6);
    expect(gameTypeOfTab('hot')).toBeUndefined();
    expect(gameTypeOfTab('search')).toBeUndefined();
  });

  it('uses 3 columns for hot and search, 2 otherwise', () => {
    expect(columnsOfTab('hot')).toBe(3);
    expect(columnsOfTab('search')).toBe(3);
    expect(columnsOfTab('slots')).toBe(2);
  });
});
