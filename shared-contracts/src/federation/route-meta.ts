/** Route metadata a remote declares for each of its pages; the shell builds its router from it. */
import { z } from 'zod';

export const routeMetaSchema = z.object({
  /** Path as the spec names it, e.g. `/home` or `/Agent` (case matters). */
  path: z.string().regex(/^\/[A-Za-z][A-Za-z0-9/-]*$/),
  /** Chinese title shown in the navigation bar and the document title. */
  title: z.string().min(1),
  /** Hide the bottom tab bar (every sub-page does). */
  hideTabBar: z.boolean(),
  /** Keep the page mounted while hidden (home, agent, activity). */
  keepAlive: z.boolean(),
  /** Render outside the shell frame: no tab bar, no navigation bar (/redBag, /pcSlots). */
  outsideFrame: z.boolean().default(false),
});

export type RouteMeta = z.infer<typeof routeMetaSchema>;

export const routeMetaListSchema = z.array(routeMetaSchema).min(1);
