/**
 * The operator console's headers: a stricter policy than the player site's. The console loads
 * scripts only from itself, talks only to its own /api, is never framed, and sends no Referer.
 * Styles may be inline: antd's CSS-in-JS writes <style> elements at run time (a style runs no script).
 * Pictures: its own uploads, data:/blob: previews, and https banners an operator entered as URLs.
 */
const ADMIN_CSP = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob: https:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
]
  .map(([name, value]) => `${name} ${value}`)
  .join('; ');

/** Headers of every page and file under /admin/ (the content type and caching aside). */
export function adminHeaders(): Record<string, string> {
  return {
    'content-security-policy': ADMIN_CSP,
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Whether a request is for the console (its pages and files), which the player site's policy must not touch. */
export const isAdminUrl = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');
