/** The games this provider offers: one slot engine, two sets of symbol art. */
export type SymbolTheme = 'fruit' | 'gem';

export interface DemoGame {
  code: string;
  name: string;
  theme: SymbolTheme;
}

export const DEMO_GAMES: Readonly<Record<string, DemoGame>> = {
  demo_fruit_slot: { code: 'demo_fruit_slot', name: '水果拉霸', theme: 'fruit' },
  demo_gem_slot: { code: 'demo_gem_slot', name: '宝石转转乐', theme: 'gem' },
};

export function findGame(code: string): DemoGame | undefined {
  return Object.hasOwn(DEMO_GAMES, code) ? DEMO_GAMES[code] : undefined;
}
