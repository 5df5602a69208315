/**
 * Game categories for bets, remembered for a minute: every bet records its game's category, which
 * only sorts rounds in reports, so an operator's change of it may take that minute to show. The
 * read would otherwise queue each bet behind the writer on SQLite's one connection.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { gameTypeOf } from './store';

const REMEMBER_MS = 60_000;
/** Game codes come from providers: the cache forgets everything rather than grow without bound. */
const MOST_GAMES = 10_000;

const caches = new WeakMap<Kysely<Database>, Map<string, { typeId: number; until: number }>>();

export async function rememberedGameTypeOf(db: Kysely<Database>, provider: string, gameCode: string): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${provider}\u0000${gameCode}`;
  const now = Date.now();
  const known = cache.get(key);
  if (known && known.until > now) return known.typeId;
  const typeId = await gameTypeOf(db, provider, gameCode);
  if (cache.size >= MOST_GAMES) cache.clear();
  cache.set(key, { typeId, until: now + REMEMBER_MS });
  return typeId;
}
