/**
 * Red packets (/redBag 红包发送; issue 16) and the operator-written pages of the activity remote
 * (/customDetail 特殊活动页面, /community 玩家社区). A red packet is paid from the sender's
 * balance into a hold of its own; each other player takes one share once; after 24 hours the
 * rest returns to the sender. Money is 6-place USDT text; times are Asia/Shanghai wall times.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { claimRequestIdField } from './activity';
import { usdtAmountField } from './fields';
import { apiMessages } from './messages';
import { cursorField } from './records';

/** At most this many shares in one packet. */
export const RED_PACKET_MAX_COUNT = 100;
/** The smallest share: 0.01 USDT (micro-USDT). */
export const RED_PACKET_MIN_SHARE = 10_000;
/** Hours before the unclaimed rest returns to the sender. */
export const RED_PACKET_HOURS = 24;

export const redPacketCodeField = z
  .string({ error: apiMessages.redPacketNotFound })
  .trim()
  .regex(/^[A-Za-z0-9]{6,16}$/, apiMessages.redPacketNotFound);

// ── POST /api/plat/red-packet (send) ──────────────────────────────────────────────────────────

export const redPacketSendRequestSchema = z.object({
  total: usdtAmountField,
  count: z.coerce
    .number({ error: apiMessages.redPacketCountInvalid })
    .int(apiMessages.redPacketCountInvalid)
    .min(1, apiMessages.redPacketCountInvalid)
    .max(RED_PACKET_MAX_COUNT, apiMessages.redPacketCountInvalid),
  /** random: 拼手气 (random shares); equal: 普通 (equal shares, the last takes the remainder). */
  split: z.enum(['random', 'equal'], { error: apiMessages.badField }),
  /** 恭喜发财，大吉大利 when empty. */
  message: z.string({ error: apiMessages.badField }).trim().max(30, apiMessages.tooLong).default(''),
  request_id: claimRequestIdField,
});
export type RedPacketSendRequest = z.input<typeof redPacketSendRequestSchema>;

export const redPacketSchema = z.object({
  code: z.string(),
  sender: z.string(),
  message: z.string(),
  total: usdtText,
  count: z.number().int(),
  split: z.enum(['random', 'equal']),
  taken_count: z.number().int(),
  taken_amount: usdtText,
  /** open: shares left and not expired; finished: every share taken; expired: the rest returned (refunded_amount). */
  status: z.enum(['open', 'finished', 'expired']),
  refunded_amount: usdtText,
  created_at: z.string(),
  expires_at: z.string(),
  /** The viewer's own share when they took one; null otherwise. */
  my_share: usdtText.nullable(),
  /** Whether the viewer sent it. */
  mine: z.boolean(),
  /** Shares taken, first first: a masked username and the amount. */
  shares: z.array(z.object({ player: z.string(), amount: usdtText, created_at: z.string() })),
});
export type RedPacket = z.infer<typeof redPacketSchema>;

export const redPacketSendResultSchema = z.object({ packet: redPacketSchema, balance: usdtText });
export type RedPacketSendResult = z.infer<typeof redPacketSendResultSchema>;

// ── GET /api/plat/red-packet/view?code= and POST /api/plat/red-packet/grab { code } ───────────

export const redPacketViewRequestSchema = z.object({ code: redPacketCodeField });
export const redPacketGrabRequestSchema = z.object({ code: redPacketCodeField });
export const redPacketGrabResultSchema = z.object({ amount: usdtText, balance: usdtText, packet: redPacketSchema });
export type RedPacketGrabResult = z.infer<typeof redPacketGrabResultSchema>;

// ── GET /api/plat/red-packet/mine (the packets I sent, newest first) ──────────────────────────

export const redPacketMineRequestSchema = z.object({ cursor: cursorField });
export const redPacketMineResultSchema = z.object({
  list: z.array(redPacketSchema.omit({ shares: true, my_share: true })),
  next_cursor: z.string().nullable(),
});
export type RedPacketMineResult = z.infer<typeof redPacketMineResultSchema>;
export type SentRedPacket = RedPacketMineResult['list'][number];

// ── GET /api/plat/community (玩家社区) and GET /api/plat/custom-page (特殊活动页面) ───────────

export const communityLinkSchema = z.object(
  {
    title: z
      .string({ error: apiMessages.missingFields })
      .trim()
      .min(1, apiMessages.missingFields)
      .max(30, apiMessages.tooLong),
    /** What it is, shown under the title: 官方交流群 / 频道 … */
    description: z.string({ error: apiMessages.badField }).trim().max(60, apiMessages.tooLong).default(''),
    /** http(s) only. */
    url: z
      .string({ error: apiMessages.communityLinkInvalid })
      .trim()
      .max(500, apiMessages.tooLong)
      .regex(/^https?:\/\/[^\s"'<>]+$/i, apiMessages.communityLinkInvalid),
    kind: z.enum(['group', 'channel', 'other'], { error: apiMessages.badField }).default('group'),
  },
  { error: apiMessages.badField },
);
export type CommunityLink = z.infer<typeof communityLinkSchema>;
export const communityResultSchema = z.object({
  links: z.array(communityLinkSchema),
  /** The latest bulletins (at most 5). */
  bulletins: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
});
export type CommunityResult = z.infer<typeof communityResultSchema>;

export const customPageRequestSchema = z.object({
  /** Absent: the newest published page. */
  id: z.coerce
    .number({ error: apiMessages.customPageNotFound })
    .int(apiMessages.customPageNotFound)
    .min(1, apiMessages.customPageNotFound)
    .max(2_147_483_647, apiMessages.customPageNotFound)
    .optional(),
});
export const customPageResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Operator HTML with images; the page sanitizes it. */
  html: z.string(),
  updated_at: z.string(),
});
export type CustomPage = z.infer<typeof customPageResultSchema>;
