/** The shell page's security headers: a Content-Security-Policy built from the live remotes.json and index.html. */
import { createHash } from 'node:crypto';

/**
 * Origins a release points at besides the site's own: each remote's manifest and entry (a remote
 * loads its chunks and styles beside its manifest) and the API when remotes.json moves it away.
 * A relative URL is the site's own origin ('self'); a damaged remotes.json adds nothing.
 */
export function releaseOrigins(manifestText: string | null): { remotes: string[]; api: string[] } {
  const remotes = new Set<string>();
  const api = new Set<string>();
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText ?? 'null');
  } catch {
    return { remotes: [], api: [] };
  }
  if (!manifest || typeof manifest !== 'object') return { remotes: [], api: [] };
  const { remotes: list, apiBase } = manifest as { remotes?: unknown; apiBase?: unknown };
  for (const remote of Array.isArray(list) ? list : []) {
    const { manifest: manifestUrl, entry } = (remote ?? {}) as { manifest?: unknown; entry?: unknown };
    for (const url of [manifestUrl, entry]) addOrigin(remotes, url);
  }
  addOrigin(api, apiBase);
  return { remotes: [...remotes], api: [...api] };
}

function addOrigin(origins: Set<string>, url: unknown): void {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return;
  try {
    // A CSP source list is split on spaces and ';': only a clean origin may go in.
    const { origin } = new URL(url);
    if (/^https?:\/\/[a-z0-9.\-[\]:]+$/i.test(origin)) origins.add(origin);
  } catch {
    // Not a URL: nothing to allow.
  }
}

/** The 'sha256-…' source of every inline script of the page (the built page has none today). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Scripts only from the site and the release's remote origins (and inline ones by hash). Images
 * may come from any https host: operators enter banner and game pictures as URLs; the captcha,
 * QR codes and posters are data: and blob: URLs. Inline styles are allowed: html2canvas (the
 * agent remote's invite poster) adds a <style> of its own to its copy of the page, and a remote's
 * libraries are not the site server's to pin by hash; a style runs no script.
 */
export function contentSecurityPolicy(manifestText: string | null, indexHtml: string): string {
  const { remotes, api } = releaseOrigins(manifestText);
  const sources = (...list: string[]) => [...new Set(list)].join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", ...remotes, ...inlineScriptHashes(indexHtml))],
    ['style-src', sources("'self'", "'unsafe-inline'", ...remotes)],
    ['img-src', sources("'self'", 'data:', 'blob:', 'https:', ...remotes, ...api)],
    ['font-src', sources("'self'", 'data:', ...remotes)],
    ['connect-src', sources("'self'", ...remotes, ...api)],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every header of the shell page besides its content type. */
export function shellPageHeaders(manifestText: string | null, indexHtml: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(manifestText, indexHtml),
    'referrer-policy': 'same-origin',
    'cache-control': 'no-cache',
  };
}
