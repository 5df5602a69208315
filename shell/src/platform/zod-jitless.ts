/**
 * Zod without eval. Its object schemas probe `new Function` when they are created (at import of
 * shared-contracts), and the page's CSP reports that probe as a violation even though zod catches
 * it. bootstrap.tsx imports this first, so the setting is in place before any schema exists.
 */
import { config } from 'zod/mini';

config({ jitless: true });
