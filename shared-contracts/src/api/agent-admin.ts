/**
 * Operator calls of the agent programme (issue 15; audited writes): the rate template's versions,
 * the claim minimum, the daily settlement runs and their totals, and one agent's tree.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { categoryTiersSchema } from './agent';
import { adminPageField, adminSizeField, idField, usdtAmountField } from './fields';
import { apiMessages } from './messages';

const dayField = z
  .string({ error: apiMessages.agentDayInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.agentDayInvalid);

const rateField = z.coerce
  .number({ error: apiMessages.agentTemplateInvalid })
  .int(apiMessages.agentTemplateInvalid)
  .min(0, apiMessages.agentTemplateInvalid)
  .max(10_000, apiMessages.agentTemplateInvalid);

/**
 * POST /api/admin/commission/templates: a new version from `effective_from` (tomorrow or later,
 * Asia/Shanghai), so a day that has begun is always settled with the version it began with.
 * Per category the tiers start at 0, thresholds rise and rates never fall.
 */
export const commissionTemplateInputSchema = z.object({
  effective_from: dayField,
  categories: z
    .array(
      z.object({
        game_type_id: z.coerce
          .number({ error: apiMessages.agentTemplateInvalid })
          .int(apiMessages.agentTemplateInvalid)
          .min(0, apiMessages.agentTemplateInvalid)
          .max(99, apiMessages.agentTemplateInvalid),
        tiers: z
          .array(z.object({ min_performance: usdtAmountField, rate: rateField }))
          .min(1, apiMessages.agentTemplateInvalid)
          .max(20, apiMessages.agentTemplateInvalid),
      }),
    )
    .min(1, apiMessages.agentTemplateInvalid)
    .max(100, apiMessages.agentTemplateInvalid),
});
export type CommissionTemplateInput = z.infer<typeof commissionTemplateInputSchema>;

/**
 * A version's state today (Asia/Shanghai): in force; scheduled (a later day, and no version saved
 * after it for the same day); superseded (its time passed, or a later save for its day replaced
 * it before it began); cancelled by an operator before it began.
 */
export const commissionTemplateStates = ['in_force', 'scheduled', 'superseded', 'cancelled'] as const;
export type CommissionTemplateState = (typeof commissionTemplateStates)[number];

export const commissionTemplateVersionSchema = z.object({
  id: z.number().int(),
  effective_from: z.string(),
  categories: z.array(categoryTiersSchema),
  operator_id: z.number().int().nullable(),
  /** Who saved it (null: the system's seed). */
  operator_name: z.string().nullable(),
  created_at: z.string(),
  state: z.enum(commissionTemplateStates),
  /** When and by whom it was cancelled (null unless cancelled). */
  cancelled_at: z.string().nullable(),
  cancelled_by: z.string().nullable(),
});
/** POST …/templates/:id/cancel: the scheduled version to cancel. */
export const commissionTemplateCancelSchema = z.object({ id: idField });
/** GET …/templates: every version, newest first, and the one in force today. */
export const commissionTemplatesResultSchema = z.object({
  in_force_id: z.number().int(),
  versions: z.array(commissionTemplateVersionSchema),
});

/** GET/PUT /api/admin/commission/settings: the least a claim may take. */
export const commissionSettingsInputSchema = z.object({ claim_min: usdtAmountField });
export const commissionSettingsResultSchema = z.object({ claim_min: usdtText, updated_at: z.string().nullable() });

/** GET /api/admin/commission/days: the settlement runs, newest day first. */
export const commissionDaysQuerySchema = z.object({ page: adminPageField, size: adminSizeField });
export const commissionDaySchema = z.object({
  day: z.string(),
  /** 'running' until every agent's row is written, then 'settled'. */
  status: z.enum(['running', 'settled']),
  template_id: z.number().int(),
  agents: z.number().int(),
  team_performance: usdtText,
  commission: usdtText,
  /** Of `commission`, what agents have claimed so far. */
  claimed: usdtText,
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export const commissionDaysResultSchema = z.object({
  total: z.number().int(),
  items: z.array(commissionDaySchema),
});
export type CommissionDay = z.infer<typeof commissionDaySchema>;

/** POST /api/admin/commission/days/settle { day }: settles an ended day now (what the job and the CLI do). */
export const commissionSettleInputSchema = z.object({ day: dayField });

/** GET /api/admin/agents/:id/tree: the agent, their upline to the top, and their direct members (paged). */
export const agentTreeQuerySchema = z.object({ id: idField, page: adminPageField, size: adminSizeField });
export const agentTreeResultSchema = z.object({
  agent: z.object({
    id: z.number().int(),
    username: z.string(),
    joined_at: z.string(),
    team_size: z.number().int(),
    unclaimed_commission: usdtText,
    total_commission: usdtText,
  }),
  /** From the direct inviter up to the top. */
  upline: z.array(z.object({ id: z.number().int(), username: z.string() })),
  directs_total: z.number().int(),
  directs: z.array(
    z.object({ id: z.number().int(), username: z.string(), joined_at: z.string(), team_size: z.number().int() }),
  ),
});
export type AgentTreeResult = z.infer<typeof agentTreeResultSchema>;
