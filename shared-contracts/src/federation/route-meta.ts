/**
 * Route metadata a remote declares for each of its pages; the shell builds its router from it.
 * Written with zod/mini, as release-manifest.ts is: the shell parses these at boot.
 */
import { z } from 'zod/mini';

export const routeMetaSchema = z.object({
  /** Path as the spec names it, e.g. `/home` or `/Agent` (case matters). */
  path: z.string().check(z.regex(/^\/[A-Za-z][A-Za-z0-9/-]*$/)),
  /** Chinese title shown in the navigation bar and the document title. */
  title: z.string().check(z.minLength(1)),
  /** Hide the bottom tab bar (every sub-page does). */
  hideTabBar: z.boolean(),
  /** Keep the page mounted while hidden (home, agent, activity). */
  keepAlive: z.boolean(),
  /** Render outside the shell frame: no tab bar, no navigation bar (/redBag, /pcSlots). */
  outsideFrame: z._default(z.boolean(), false),
});

export type RouteMeta = z.infer<typeof routeMetaSchema>;

export const routeMetaListSchema = z.array(routeMetaSchema).check(z.minLength(1));
