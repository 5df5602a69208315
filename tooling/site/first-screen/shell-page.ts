/**
 * The shell's page as the site server sends it: the built index.html with the before-paint script
 * and, on the home page, the first screen. Compressed here, as it changes with the API's content.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BEFORE_PAINT_SCRIPT } from './markup';

/** The paths whose page gets the first screen: the home page, and / which leads to it. */
export function wantsFirstScreen(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  // ?game_type= opens another side tab than the hot list the first screen shows.
  return (pathname === '/' || pathname === '/home') && !searchParams.has('game_type');
}

/**
 * index.html with the before-paint script last in <head> (after the viewport meta, which sets the
 * width it reads) and `firstScreen` (when given) before the root.
 * @example shellPageHtml('<head></head><body><div id="root"></div></body>', null)
 */
export function shellPageHtml(indexHtml: string, firstScreen: string | null): string {
  let html = indexHtml.replace(/<\/head>/i, `<script>${BEFORE_PAINT_SCRIPT}</script></head>`);
  if (firstScreen) html = html.replace(/<div id="root">/i, `${firstScreen}<div id="root">`);
  return html;
}

/** The page's bytes in the best encoding the browser takes: brotli, gzip, or none. */
export function encodePage(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const bytes = Buffer.from(html, 'utf8');
  if (/\bbr\b/.test(accepted))
    return { body: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(bytes), encoding: 'gzip' };
  return { body: bytes };
}
