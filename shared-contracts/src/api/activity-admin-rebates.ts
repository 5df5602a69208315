/** Operator calls of rebates (反水, issue 16; audited writes): the settings, settling a day by hand, the settlement runs. */
import { z } from 'zod';
import { usdtText } from './account';
import { adminPageField, adminSizeField, usdtAmountField } from './fields';
import { apiMessages } from './messages';

/** GET/PUT /api/admin/rebate/settings: whether days are settled, and the least a claim may take (above 0). */
export const rebateSettingsInputSchema = z.object({
  enabled: z.boolean({ error: apiMessages.rebateSettingsInvalid }),
  claim_min: usdtAmountField,
});
export type RebateSettingsInput = z.infer<typeof rebateSettingsInputSchema>;
export const rebateSettingsResultSchema = z.object({
  enabled: z.boolean(),
  claim_min: usdtText,
  /** null until an operator saves (the defaults: enabled, 0.01 USDT). */
  updated_at: z.string().nullable(),
});
export type RebateSettings = z.infer<typeof rebateSettingsResultSchema>;

/** POST /api/admin/rebate/settle { day }: settles an ended Asia/Shanghai day now (what the job and the CLI do). */
export const rebateSettleInputSchema = z.object({
  day: z
    .string({ error: apiMessages.agentDayInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.agentDayInvalid),
});

/** One settlement run: 'running' until every player's row is written, then 'done' with the day's totals. */
export const rebateDaySchema = z.object({
  day: z.string(),
  status: z.enum(['running', 'done']),
  players: z.number().int(),
  amount: usdtText,
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RebateDay = z.infer<typeof rebateDaySchema>;

/** GET /api/admin/rebate/days: the runs, newest day first. */
export const rebateDaysQuerySchema = z.object({ page: adminPageField, size: adminSizeField });
export const rebateDaysResultSchema = z.object({ total: z.number().int(), items: z.array(rebateDaySchema) });
