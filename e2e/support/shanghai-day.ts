/** The site's business day turns at 00:00 Asia/Shanghai (16:00 UTC): specs that read "today" keep clear of it. */

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Waits out the last `marginMs` before midnight in Shanghai, so money moved now and a screen read
 * a minute later fall on the same day (今天). Returns at once for the rest of the day.
 */
export async function clearOfShanghaiMidnight(marginMs = 150_000): Promise<void> {
  const untilMidnight = DAY_MS - ((Date.now() + SHANGHAI_OFFSET_MS) % DAY_MS);
  if (untilMidnight < marginMs) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
}
