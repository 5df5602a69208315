/**
 * Captchas: an SVG picture from svg-captcha, its answer kept (hashed) for one device, valid for
 * 5 minutes and consumed by the next login or register attempt, right or wrong.
 */
import { createHash } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../context';
import { deleteCaptcha, deleteExpiredCaptchas, upsertCaptcha } from './store';

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

export async function issueCaptcha(context: AppContext, device: string) {
  // No 0/o, 1/l/i: they look alike in a small picture.
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f4f4f4',
  });
  const now = context.now();
  const expiresAt = new Date(now.getTime() + context.config.captchaTtlMs).toISOString();
  await upsertCaptcha(context.db, { device, answer_hash: hashAnswer(text), expires_at: expiresAt });
  return {
    img_url: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    expires_in: Math.round(context.config.captchaTtlMs / 1000),
    ...(context.config.captchaTestAnswers ? { answer: text } : {}),
  };
}

/** True if `answer` is the live captcha of `device`. The captcha is gone afterwards either way. */
export async function consumeCaptcha(context: AppContext, device: string, answer: string): Promise<boolean> {
  const stored = await deleteCaptcha(context.db, device);
  if (!stored || new Date(stored.expires_at) <= context.now()) return false;
  return stored.answer_hash === hashAnswer(answer);
}

/** Deletes the captchas past their expiry (the clean-up job); a live one stays. Returns how many. */
export function purgeExpiredCaptchas(context: AppContext): Promise<number> {
  return deleteExpiredCaptchas(context.db, context.now());
}
