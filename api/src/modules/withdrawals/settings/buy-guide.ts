/** The /buy page (虚拟货币购买): how to buy USDT on TRON, content the operator edits; a short default until then. */
import { apiMessages, buyGuideInputSchema, buyGuideSchema, type BuyGuide } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { parseStoredJson, selectSettingJson, SITE_SETTING_KEYS, upsertSettingJson } from '../../content';

const BUY_GUIDE_KEY = SITE_SETTING_KEYS.buyGuide;

/** What /buy shows before an operator writes their own: steps only, no exchange is named or linked. */
export const DEFAULT_BUY_GUIDE: BuyGuide = {
  intro: '本平台使用USDT（TRC20，波场网络）充值和提现。您可以在正规的数字货币交易平台购买USDT，再转入您的充值地址。',
  steps: [
    '在数字货币交易平台注册账户并完成实名认证。',
    '使用法币购买USDT（可选择平台的快捷买币或C2C交易）。',
    '在本平台充值页面创建订单，复制充值地址和需支付的金额。',
    '在交易平台提币，网络选择TRC20，粘贴充值地址并准确填写金额，确认后等待到账。',
  ],
  links: [],
};

/** Whether `url` is an absolute http(s) address: anything else (javascript:, data:, relative) is refused. */
export function isHttpLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The guide in force; a stored value the schema refuses, or with a link that is not http(s), reads as the default. */
export async function buyGuide(context: AppContext): Promise<BuyGuide> {
  const stored = await selectSettingJson(context.db, BUY_GUIDE_KEY);
  if (stored === undefined) return DEFAULT_BUY_GUIDE;
  const parsed = buyGuideSchema.safeParse(parseStoredJson(stored));
  if (!parsed.success || !parsed.data.links.every((link) => isHttpLink(link.url))) return DEFAULT_BUY_GUIDE;
  return parsed.data;
}

/** PUT /api/admin/buy-guide, audited in its own transaction; a link that is not http(s) is refused (buyLinkInvalid). */
export async function changeBuyGuide(
  context: AppContext,
  operatorId: number,
  input: z.output<typeof buyGuideInputSchema>,
): Promise<BuyGuide> {
  if (!input.links.every((link) => isHttpLink(link.url))) throw refuse(apiMessages.buyLinkInvalid);
  const after = buyGuideSchema.parse(input);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await selectSettingJson(trx, BUY_GUIDE_KEY);
    await upsertSettingJson(trx, BUY_GUIDE_KEY, JSON.stringify(after), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: BUY_GUIDE_KEY,
      before: before === undefined ? null : parseStoredJson(before),
      after,
      at: now,
    });
  });
  return after;
}
