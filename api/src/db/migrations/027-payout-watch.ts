/** Reserved for issue 43 (filled by the work that owns it); adds nothing yet. */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}
