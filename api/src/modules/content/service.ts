/** Site content for everyone: config items, bulletins, banners, counters. */
import { CONFIG_IDS } from 'shared-contracts';
import type { AppContext } from '../../context';
import { sanitizeOperatorHtml } from '../../operator-html';
import { countPlayers, countPlayersSeenSince, selectBanners, selectBulletins, selectConfig } from './store';

/** Every config item but the long 理性游戏 page (its own call, GET apiPaths.protection.responsibleGaming): home stays small. */
export function listConfig(context: AppContext) {
  return selectConfig(context.db, [CONFIG_IDS.responsibleGaming]);
}

/**
 * The bulletins as players get them. Sanitized again as served: written ones are stored sanitized
 * (content-admin.ts), but rows stored before that rule (typed HTML, `onerror=` and all) are not, and
 * the stored text is not rewritten without a migration.
 */
export async function listBulletins(context: AppContext) {
  const rows = await selectBulletins(context.db);
  return rows.map((row) => ({ ...row, content: sanitizeOperatorHtml(row.content, 'keep') }));
}

export function listBanners(context: AppContext) {
  return selectBanners(context.db);
}

const ONLINE_WINDOW_MS = 15 * 60 * 1000;

export async function homeCount(context: AppContext) {
  const since = new Date(context.now().getTime() - ONLINE_WINDOW_MS).toISOString();
  return { players: await countPlayers(context.db), online: await countPlayersSeenSince(context.db, since) };
}
