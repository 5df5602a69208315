/** How long the site keeps where players and operators acted from (client traces, audit entries' client). */
import { z } from 'zod';
import { apiMessages } from './messages';

/** The retention period in days: the default, and the range an operator may choose. */
export const RISK_RETENTION_DAYS = { default: 180, min: 30, max: 3650 } as const;

export const riskRetentionMessages = {
  daysRange: `保留天数须为${RISK_RETENTION_DAYS.min}至${RISK_RETENTION_DAYS.max}之间的整数`,
} as const;

/** The stored value and the route's answer. */
export const riskRetentionSchema = z.object({
  retention_days: z.number().int().min(RISK_RETENTION_DAYS.min).max(RISK_RETENTION_DAYS.max),
});

/** PUT: a whole number of days in the range (form text or JSON number). */
export const riskRetentionInputSchema = z.object({
  retention_days: z.coerce
    .number({ error: apiMessages.badField })
    .int(riskRetentionMessages.daysRange)
    .min(RISK_RETENTION_DAYS.min, riskRetentionMessages.daysRange)
    .max(RISK_RETENTION_DAYS.max, riskRetentionMessages.daysRange),
});

export type RiskRetention = z.infer<typeof riskRetentionSchema>;
