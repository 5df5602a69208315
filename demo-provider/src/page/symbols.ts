/**
 * Symbol art drawn here (simple shapes, no third-party artwork), as an SVG sprite of six
 * <symbol>s per theme: index 0 is the most common prize, 5 the top prize.
 */
import type { SymbolTheme } from '../games';

const gradient = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const FRUIT_DEFS = [
  gradient('g-cherry', '#ff5a6e', '#b3001b'),
  gradient('g-lemon', '#fff27a', '#f2c200'),
  gradient('g-orange', '#ffb347', '#f26b00'),
  gradient('g-grape', '#b57cff', '#5b1fa8'),
  gradient('g-seven', '#ff4b4b', '#a80000'),
].join('');

const FRUIT_SYMBOLS = [
  // Cherries: two fruits on forked stems with a leaf.
  `<path d="M50 14 C44 30 36 42 30 58 M50 14 C56 32 64 44 70 60" stroke="#3f7d20" stroke-width="4" fill="none" stroke-linecap="round"/>
   <path d="M50 14 C60 8 74 10 80 18 C70 22 58 22 50 14Z" fill="#57a830"/>
   <circle cx="30" cy="68" r="17" fill="url(#g-cherry)"/><circle cx="70" cy="70" r="17" fill="url(#g-cherry)"/>
   <circle cx="24" cy="62" r="4" fill="#fff" opacity=".6"/><circle cx="64" cy="64" r="4" fill="#fff" opacity=".6"/>`,
  // Lemon: a pointed oval.
  `<path d="M10 52 C18 24 70 14 90 44 C94 48 94 54 90 56 C72 86 20 84 10 58 C7 56 7 54 10 52Z" fill="url(#g-lemon)" stroke="#d9a400" stroke-width="2"/>
   <ellipse cx="38" cy="40" rx="12" ry="5" fill="#fff" opacity=".55" transform="rotate(-18 38 40)"/>`,
  // Orange: a round fruit with a leaf and dimples.
  `<circle cx="50" cy="56" r="34" fill="url(#g-orange)"/>
   <path d="M50 24 C56 12 70 10 78 14 C72 24 60 26 50 24Z" fill="#3f9a2b"/>
   <circle cx="38" cy="44" r="6" fill="#fff" opacity=".45"/><circle cx="60" cy="68" r="1.8" fill="#c85400"/><circle cx="44" cy="72" r="1.8" fill="#c85400"/><circle cx="68" cy="52" r="1.8" fill="#c85400"/>`,
  // Grapes: a cluster of berries under a stem.
  `<path d="M50 10 L50 24" stroke="#6b4a1e" stroke-width="4" stroke-linecap="round"/><path d="M50 18 C62 8 76 12 80 20 C68 24 58 24 50 18Z" fill="#57a830"/>
   ${[
     [36, 32],
     [50, 30],
     [64, 32],
     [30, 48],
     [44, 46],
     [58, 46],
     [72, 48],
     [38, 62],
     [52, 62],
     [66, 62],
     [45, 77],
     [59, 77],
   ]
     .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="9" fill="url(#g-grape)" stroke="#4a1787" stroke-width="1"/>`)
     .join('')}`,
  // Watermelon: a slice with rind and seeds.
  `<path d="M8 40 A42 42 0 0 0 92 40 Z" fill="#2f9a3a"/><path d="M15 40 A35 35 0 0 0 85 40 Z" fill="#e9ffd8"/><path d="M19 40 A31 31 0 0 0 81 40 Z" fill="#ff4d5e"/>
   ${[
     [35, 50],
     [50, 56],
     [65, 50],
     [42, 62],
     [58, 62],
   ]
     .map(([cx, cy]) => `<ellipse cx="${cx}" cy="${cy}" rx="2.5" ry="4" fill="#222"/>`)
     .join('')}`,
  // Seven: a bold numeral outlined in gold.
  `<path d="M22 16 H80 V30 C64 46 54 64 50 88 H32 C36 64 46 46 60 32 H22 Z" fill="url(#g-seven)" stroke="#ffd54a" stroke-width="4" stroke-linejoin="round"/>`,
];

const GEM_DEFS = [
  gradient('g-amethyst', '#e0b3ff', '#7a2fc4'),
  gradient('g-topaz', '#fff0a0', '#e8a400'),
  gradient('g-emerald', '#8ff0b0', '#0d8a45'),
  gradient('g-sapphire', '#9cc8ff', '#1444b8'),
  gradient('g-ruby', '#ff9aa8', '#c1002a'),
  gradient('g-diamond', '#ffffff', '#7fd8ff'),
].join('');

const facet = 'stroke="#fff" stroke-opacity=".55" stroke-width="1.5" fill="none"';

const GEM_SYMBOLS = [
  // Amethyst: a hexagonal cut.
  `<path d="M50 10 L85 30 L85 70 L50 90 L15 70 L15 30Z" fill="url(#g-amethyst)" stroke="#5a1a99" stroke-width="2"/>
   <path d="M50 26 L70 38 L70 62 L50 74 L30 62 L30 38Z M50 10 L50 26 M85 30 L70 38 M85 70 L70 62 M50 90 L50 74 M15 70 L30 62 M15 30 L30 38" ${facet}/>`,
  // Topaz: an oval cushion.
  `<ellipse cx="50" cy="50" rx="30" ry="40" fill="url(#g-topaz)" stroke="#b37a00" stroke-width="2"/>
   <ellipse cx="50" cy="50" rx="16" ry="24" ${facet}/><path d="M50 10 L50 26 M50 74 L50 90 M20 50 L34 50 M66 50 L80 50" ${facet}/>`,
  // Emerald: an octagonal step cut.
  `<path d="M30 12 H70 L86 28 V72 L70 88 H30 L14 72 V28Z" fill="url(#g-emerald)" stroke="#075c2d" stroke-width="2"/>
   <path d="M36 26 H64 L72 34 V66 L64 74 H36 L28 66 V34Z M30 12 L36 26 M70 12 L64 26 M86 72 L72 66 M14 72 L28 66" ${facet}/>`,
  // Sapphire: a round brilliant seen from above.
  `<circle cx="50" cy="50" r="38" fill="url(#g-sapphire)" stroke="#0c2c80" stroke-width="2"/>
   <path d="M50 30 L67 40 L67 60 L50 70 L33 60 L33 40Z M50 12 L50 30 M83 31 L67 40 M83 69 L67 60 M50 88 L50 70 M17 69 L33 60 M17 31 L33 40" ${facet}/>`,
  // Ruby: a heart cut.
  `<path d="M50 88 C20 66 8 48 12 32 C16 16 38 12 50 28 C62 12 84 16 88 32 C92 48 80 66 50 88Z" fill="url(#g-ruby)" stroke="#7d001b" stroke-width="2"/>
   <path d="M50 28 L50 70 M30 30 L50 48 L70 30 M22 52 L50 48 L78 52" ${facet}/>`,
  // Diamond: a brilliant in profile, crown over pavilion.
  `<path d="M28 18 H72 L92 40 L50 90 L8 40Z" fill="url(#g-diamond)" stroke="#2a9bd1" stroke-width="2"/>
   <path d="M8 40 H92 M28 18 L38 40 L50 18 L62 40 L72 18 M38 40 L50 90 L62 40" stroke="#2a9bd1" stroke-opacity=".7" stroke-width="1.5" fill="none"/>`,
];

/** The hidden sprite a page includes once; reels refer to its symbols as #s0 … #s5. */
export function symbolSprite(theme: SymbolTheme): string {
  const [defs, symbols] = theme === 'fruit' ? [FRUIT_DEFS, FRUIT_SYMBOLS] : [GEM_DEFS, GEM_SYMBOLS];
  const body = symbols.map((art, index) => `<symbol id="s${index}" viewBox="0 0 100 100">${art}</symbol>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true"><defs>${defs}</defs>${body}</svg>`;
}

/** A reference to symbol `index` of the sprite. */
export function symbolUse(index: number): string {
  return `<svg viewBox="0 0 100 100" aria-hidden="true"><use href="#s${index}"/></svg>`;
}
