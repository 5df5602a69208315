/**
 * The 理性游戏 page: the operator's text (config item 10, written with PUT /api/admin/config/10)
 * sanitized here, or the built-in page while the operator has written none.
 */
import { CONFIG_IDS, RESPONSIBLE_GAMING_DEFAULT_HTML } from 'shared-contracts';
import type { AppContext } from '../../context';
import { formatShanghaiTime } from '../../shanghai-time';
import { selectConfigItem } from '../content';
import { sanitizeOperatorHtml } from '../../operator-html';

/** updated_at as 北京时间 wall time; '' for the built-in page. */
export async function responsibleGamingPage(context: AppContext): Promise<{ html: string; updated_at: string }> {
  const item = await selectConfigItem(context.db, CONFIG_IDS.responsibleGaming);
  const html = item ? sanitizeOperatorHtml(item.content).trim() : '';
  // An item emptied by the operator (or nothing left after sanitizing) shows the built-in page, never a blank one.
  if (!item || html === '') return { html: RESPONSIBLE_GAMING_DEFAULT_HTML, updated_at: '' };
  return { html, updated_at: formatShanghaiTime(item.updated_at) };
}
