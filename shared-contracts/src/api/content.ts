/** Site content: config items, bulletins, banners, home counters (spec §3 Config, Banner). */
import { z } from 'zod';

export const configItemSchema = z.object({ id: z.number().int(), content: z.string() });
export const configListResultSchema = z.array(configItemSchema);

export const bulletinSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export const bulletinListResultSchema = z.array(bulletinSchema);

export const bannerSchema = z.object({
  id: z.number().int(),
  cover_images: z.string(),
  activity_type: z.number().int(),
});
export const bannerListResultSchema = z.array(bannerSchema);

export const homeCountResultSchema = z.object({
  /** Players registered in all. */
  players: z.number().int(),
  /** Players with a session used in the last 15 minutes. */
  online: z.number().int(),
});

export type ConfigItem = z.infer<typeof configItemSchema>;
export type Bulletin = z.infer<typeof bulletinSchema>;
export type Banner = z.infer<typeof bannerSchema>;
