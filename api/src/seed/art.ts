/**
 * The demo site's pictures, drawn as SVG (no copyrighted art): banners, game covers and their
 * drawings. The seed stores them as files (/api/files/…), as an operator's uploads are stored.
 */
import { apiPaths } from 'shared-contracts';
import type { AppContext } from '../context';
import { storeFile } from '../modules/uploads/stored-files';
import { pngDataUrl, type Rgb } from './png';

/** Stores an SVG picture among the uploads and answers its address. */
export async function storeDemoPicture(context: AppContext, svg: string): Promise<string> {
  return `${apiPaths.files}/${await storeFile(context.config.uploadsDir, Buffer.from(svg), 'svg')}`;
}

/** A generated banner picture (no copyrighted art): a gradient with a Chinese headline, as SVG text. */
export function bannerSvg(headline: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" rx="24" fill="url(#g)"/><text x="48" y="170" font-size="64" font-weight="bold" fill="#fff" font-family="sans-serif">${headline}</text></svg>`;
  return svg;
}

/** A generated square game picture: drawn shapes on a gradient with the game's name, as SVG text. */
export function gameSvg(name: string, from: string, to: string, drawing: string): string {
  const fontSize = name.length > 5 ? 32 : 36;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="300" rx="36" fill="url(#g)"/>${drawing}<text x="150" y="276" text-anchor="middle" font-size="${fontSize}" font-weight="bold" fill="#fff" font-family="sans-serif">${name}</text></svg>`;
  return svg;
}

const label = (x: number, y: number, size: number, fill: string, text: string) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-size="${size}" font-weight="bold" fill="${fill}" font-family="sans-serif">${text}</text>`;

/** One simple drawing per category (spec §3: 1 chess/cards … 7 live video); `variant` picks a symbol. */
export const DRAWINGS: Record<number, (variant: number) => string> = {
  // A playing card with a suit.
  1: (variant) =>
    `<rect x="95" y="40" width="110" height="150" rx="14" fill="#fff"/>${label(150, 150, 90, variant % 2 ? '#c62828' : '#212121', ['♠', '♥', '♣', '♦'][variant % 4] ?? '♠')}`,
  // Three lottery balls.
  2: (variant) =>
    [80, 150, 220]
      .map(
        (x, index) =>
          `<circle cx="${x}" cy="120" r="32" fill="#fff"/>${label(x, 134, 36, '#d32f2f', String((variant * 3 + index * 4) % 10))}`,
      )
      .join(''),
  // A fish with bubbles.
  3: () =>
    '<ellipse cx="140" cy="120" rx="70" ry="42" fill="#ffb300"/><polygon points="205,120 250,85 250,155" fill="#ff8f00"/><circle cx="105" cy="110" r="9" fill="#fff"/><circle cx="105" cy="110" r="4" fill="#000"/><circle cx="70" cy="60" r="8" fill="none" stroke="#fff" stroke-width="3"/><circle cx="92" cy="40" r="5" fill="none" stroke="#fff" stroke-width="3"/>',
  // A game pad.
  4: () =>
    '<rect x="60" y="80" width="180" height="90" rx="45" fill="#263238"/><rect x="90" y="117" width="40" height="12" fill="#fff"/><rect x="104" y="103" width="12" height="40" fill="#fff"/><circle cx="190" cy="110" r="9" fill="#ff5252"/><circle cx="212" cy="132" r="9" fill="#69f0ae"/>',
  // A reel window with a symbol.
  5: (variant) =>
    `<rect x="60" y="50" width="180" height="140" rx="20" fill="#fff" opacity=".92"/>${label(150, 160, 100, '#e53935', ['7', '★', '$', '♦', 'W'][variant % 5] ?? '7')}`,
  // A ball on a pitch line.
  6: () =>
    '<rect x="40" y="180" width="220" height="6" rx="3" fill="#fff" opacity=".6"/><circle cx="150" cy="115" r="60" fill="#fff"/><polygon points="150,90 174,107 165,135 135,135 126,107" fill="#212121"/>',
  // A casino chip.
  7: () =>
    '<circle cx="150" cy="118" r="70" fill="#c62828"/><circle cx="150" cy="118" r="58" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="18 12"/><circle cx="150" cy="118" r="38" fill="#fff"/>',
};

/** A gradient per provider (platform ids 1-15). */
export const PALETTES: Record<number, [string, string]> = {
  1: ['#f7971e', '#c2185b'],
  2: ['#1a237e', '#b71c1c'],
  3: ['#00695c', '#004d40'],
  4: ['#6a1b9a', '#283593'],
  5: ['#d84315', '#4e342e'],
  6: ['#2e7d32', '#1b5e20'],
  7: ['#0277bd', '#01579b'],
  8: ['#ad1457', '#4a148c'],
  9: ['#ef6c00', '#bf360c'],
  10: ['#37474f', '#006064'],
  11: ['#c62828', '#ff8f00'],
  12: ['#8e24aa', '#e91e63'],
  13: ['#1565c0', '#7b1fa2'],
  14: ['#00838f', '#1a237e'],
  15: ['#558b2f', '#00695c'],
};

/** Cherries, a lemon and a watermelon slice. */
export const FRUITS = [
  '<path d="M125 62 Q150 36 182 48" stroke="#2e7d32" stroke-width="7" fill="none" stroke-linecap="round"/>',
  '<path d="M125 62 Q112 96 100 122 M125 62 Q140 94 152 116" stroke="#388e3c" stroke-width="5" fill="none" stroke-linecap="round"/>',
  '<circle cx="100" cy="140" r="26" fill="#d50000"/><circle cx="154" cy="134" r="26" fill="#c62828"/>',
  '<circle cx="91" cy="131" r="7" fill="#fff" opacity=".6"/><circle cx="145" cy="125" r="7" fill="#fff" opacity=".6"/>',
  '<ellipse cx="222" cy="112" rx="40" ry="29" fill="#ffeb3b" stroke="#f9a825" stroke-width="5"/><ellipse cx="208" cy="102" rx="12" ry="6" fill="#fff9c4"/>',
  '<path d="M62 180 A88 88 0 0 0 238 180 Z" fill="#43a047"/><path d="M75 180 A75 75 0 0 0 225 180 Z" fill="#ef5350"/>',
  ...[
    [105, 192],
    [135, 204],
    [165, 204],
    [195, 192],
    [150, 226],
    [120, 222],
    [180, 222],
  ].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3.5" ry="6" fill="#212121"/>`),
].join('');

/** Three cut gems: a diamond, an emerald and a ruby. */
function gem(x: number, y: number, size: number, light: string, dark: string): string {
  const half = size / 2;
  const top = `${x - half},${y} ${x - half / 2},${y - half / 1.6} ${x + half / 2},${y - half / 1.6} ${x + half},${y}`;
  return `<polygon points="${top} ${x},${y + size}" fill="${dark}"/><polygon points="${top}" fill="${light}"/><polygon points="${x - half / 2},${y} ${x + half / 2},${y} ${x},${y + size}" fill="#fff" opacity=".25"/>`;
}
export const GEMS = [
  gem(150, 96, 96, '#b3e5fc', '#0288d1'),
  gem(78, 168, 64, '#a5d6a7', '#2e7d32'),
  gem(222, 168, 64, '#ff8a80', '#c62828'),
  '<circle cx="200" cy="60" r="5" fill="#fff"/><circle cx="96" cy="70" r="3" fill="#fff"/>',
].join('');

/** Escapes text for SVG (a title may hold &, < or quotes). */
const svgText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A promotion's generated cover: a 690×300 gradient card with the title, a line under it and a
 * few soft circles (no copyrighted art).
 * @example promotionCover('首充豪礼', '首充100%，最高888 USDT', '#ff6a00', '#ee0979') // 'data:image/svg+xml;base64,…'
 */
export function promotionCover(title: string, subtitle: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="300" viewBox="0 0 690 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="690" height="300" rx="28" fill="url(#g)"/><circle cx="600" cy="60" r="110" fill="#fff" opacity=".12"/><circle cx="540" cy="250" r="70" fill="#fff" opacity=".1"/><circle cx="660" cy="230" r="36" fill="#fff" opacity=".15"/><text x="44" y="150" font-size="60" font-weight="bold" fill="#fff" font-family="sans-serif">${svgText(title)}</text><text x="46" y="212" font-size="28" fill="#fff" opacity=".9" font-family="sans-serif">${svgText(subtitle)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The special page's picture: a festive 345×180 card, red to dark red, with three gift boxes under falling snow (a PNG: see png.ts). */
export function festivePicture(): string {
  const [width, height] = [345, 180];
  const gifts: Array<{ x: number; colour: Rgb }> = [
    { x: 30, colour: [46, 125, 50] },
    { x: 110, colour: [198, 40, 40] },
    { x: 260, colour: [21, 101, 192] },
  ];
  const ribbon: Rgb = [255, 213, 79];
  const snow = [30, 85, 160, 225, 305, 125, 265].map((x, index) => ({
    x,
    y: 15 + ((index * 19) % 60),
    r: 2 + (index % 3),
  }));
  return pngDataUrl({
    width,
    height,
    paint(x, y) {
      for (const flake of snow) if ((x - flake.x) ** 2 + (y - flake.y) ** 2 <= flake.r ** 2) return [255, 255, 255];
      for (const gift of gifts) {
        if (x < gift.x || x >= gift.x + 55 || y < 100 || y >= 150) continue;
        return x >= gift.x + 24 && x < gift.x + 31 ? ribbon : gift.colour;
      }
      const shade = y / height;
      return [Math.round(183 - 109 * shade), Math.round(28 - 15 * shade), Math.round(28 - 15 * shade)];
    },
  });
}
