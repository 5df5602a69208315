/** /community 玩家社区: the operator's links (http(s) only; audited writes) and the newest bulletins. */
import { communityLinkSchema, type CommunityLink } from 'shared-contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { writeAudit } from '../../audit';
import { listBulletins } from '../../content';
import { COMMUNITY_LINKS_KEY, selectCommunityLinksRow, upsertCommunityLinks } from './community-store';

/** How many bulletins /community shows. */
const BULLETINS_SHOWN = 5;
const storedLinksSchema = z.array(communityLinkSchema);

/** The links saved (none until an operator saves some; a stored value the schema refuses reads as none). */
export async function communityLinksView(
  context: Pick<AppContext, 'db'>,
): Promise<{ links: CommunityLink[]; updated_at: string | null }> {
  const row = await selectCommunityLinksRow(context.db);
  if (row === undefined) return { links: [], updated_at: null };
  let stored: unknown;
  try {
    stored = JSON.parse(row.value_json);
  } catch {
    stored = null;
  }
  const parsed = storedLinksSchema.safeParse(stored);
  return { links: parsed.success ? parsed.data : [], updated_at: row.updated_at };
}

/** PUT /api/admin/community-links: replaces the list (already checked by communityLinksInputSchema), audited in its transaction. */
export async function changeCommunityLinks(
  context: AppContext,
  operatorId: number | null,
  input: { links: CommunityLink[] },
) {
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await communityLinksView({ db: trx });
    await upsertCommunityLinks(trx, JSON.stringify(input.links), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: COMMUNITY_LINKS_KEY,
      before: before.links,
      after: input.links,
      at: now,
    });
  });
  return communityLinksView(context);
}

/** GET /api/plat/community: the links and the newest bulletins (at most 5, newest first). */
export async function communityPage(context: AppContext) {
  const [{ links }, bulletins] = await Promise.all([communityLinksView(context), listBulletins(context)]);
  const newest = [...bulletins].sort((a, b) => b.id - a.id).slice(0, BULLETINS_SHOWN);
  return { links, bulletins: newest.map(({ id, title, content }) => ({ id, title, content })) };
}
