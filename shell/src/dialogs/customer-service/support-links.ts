/**
 * The two customer-service entries (spec §2 popup 1) from config: the online support link
 * (config 7) and a chat link built from one of the chat handles (config 3-5). Config text is
 * operator input shown to players, so only web links and plain handles get through.
 */
import { CONFIG_IDS, type ConfigItem } from 'shared-contracts';

/** Telegram usernames: 5-32 letters, digits or underscores (a leading @ is tolerated). */
const HANDLE = /^@?([A-Za-z0-9_]{5,32})$/;

export function onlineSupportLink(items: readonly ConfigItem[] | null): string | null {
  const text = items?.find((item) => item.id === CONFIG_IDS.onlineSupportLink)?.content.trim() ?? '';
  try {
    const url = new URL(text);
    // Anything but a web page (javascript:, data:…) would run in the site's origin.
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The usable chat handles of config 3-5, without the @. */
export function chatHandles(items: readonly ConfigItem[] | null): string[] {
  const ids: readonly number[] = CONFIG_IDS.chatHandles;
  return (items ?? [])
    .filter((item) => ids.includes(item.id))
    .map((item) => HANDLE.exec(item.content.trim())?.[1])
    .filter((handle): handle is string => handle !== undefined);
}

/**
 * The chat link for one open of the popup: handles take turns at random, so players spread
 * over the support agents the operator configured.
 */
export function chatSupportLink(
  items: readonly ConfigItem[] | null,
  random: () => number = Math.random,
): string | null {
  const handles = chatHandles(items);
  if (handles.length === 0) return null;
  const handle = handles[Math.min(handles.length - 1, Math.floor(random() * handles.length))];
  return `https://t.me/${handle}`;
}
