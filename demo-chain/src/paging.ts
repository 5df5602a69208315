/**
 * Fingerprint paging of TronGrid's v1 lists over an index kept in block order: a fingerprint names
 * the position where the next page starts, so it stays valid while new blocks arrive; time and
 * confirmation bounds are binary searches (the lists are ordered by block, so by time), and only the
 * other filters are tested item by item.
 */
import type { ChainTransfer } from './transactions';

/** TronGrid answers HTTP 400 past 200 items a page. */
export const MAX_PAGE_LIMIT = 200;
export const DEFAULT_PAGE_LIMIT = 20;

/** Where the next page starts: the position in the list of the first item not returned yet. */
const encodeFingerprint = (position: number) => Buffer.from(JSON.stringify({ p: position })).toString('base64url');

/** The position a fingerprint names, or null when it is not one of ours. */
export function decodeFingerprint(fingerprint: string): number | null {
  try {
    const { p } = JSON.parse(Buffer.from(fingerprint, 'base64url').toString()) as { p?: unknown };
    return Number.isSafeInteger(p) && (p as number) >= 0 ? (p as number) : null;
  } catch {
    return null;
  }
}

/** Inclusive bounds on the block time and number of the items. */
export interface Bounds {
  minTimestamp?: number;
  maxTimestamp?: number;
  minBlock?: number;
  maxBlock?: number;
}

export interface PageRequest {
  order: 'asc' | 'desc';
  limit?: number;
  fingerprint?: string;
  bounds: Bounds;
  /** The filters that are not bounds. */
  keep: (item: ChainTransfer) => boolean;
}

/** The first position in `list` where `before` stops holding (it holds for a prefix of the list). */
function boundary(list: readonly ChainTransfer[], before: (item: ChainTransfer) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(list[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The positions [from, to) of the items within the bounds. */
function range(list: readonly ChainTransfer[], bounds: Bounds): [number, number] {
  let from = 0;
  let to = list.length;
  const { minTimestamp, maxTimestamp, minBlock, maxBlock } = bounds;
  if (minTimestamp !== undefined)
    from = Math.max(
      from,
      boundary(list, (item) => item.block!.timestamp < minTimestamp),
    );
  if (minBlock !== undefined)
    from = Math.max(
      from,
      boundary(list, (item) => item.block!.number < minBlock),
    );
  if (maxTimestamp !== undefined)
    to = Math.min(
      to,
      boundary(list, (item) => item.block!.timestamp <= maxTimestamp),
    );
  if (maxBlock !== undefined)
    to = Math.min(
      to,
      boundary(list, (item) => item.block!.number <= maxBlock),
    );
  return [from, to];
}

/** One page of `list` and the fingerprint of the next, present only when another item follows. */
export function pageOf(list: readonly ChainTransfer[], request: PageRequest) {
  const limit = Math.min(Math.max(request.limit ?? DEFAULT_PAGE_LIMIT, 1), MAX_PAGE_LIMIT);
  const [from, to] = range(list, request.bounds);
  const step = request.order === 'asc' ? 1 : -1;
  // An unknown fingerprint starts over, as before; a known one resumes, clamped into the bounds.
  const resumeAt = request.fingerprint === undefined ? null : decodeFingerprint(request.fingerprint);
  let index = step === 1 ? Math.max(from, resumeAt ?? from) : Math.min(to - 1, resumeAt ?? to - 1);
  const items: ChainTransfer[] = [];
  let next: string | undefined;
  for (; index >= from && index < to; index += step) {
    const item = list[index]!;
    if (!request.keep(item)) continue;
    if (items.length === limit) {
      next = encodeFingerprint(index);
      break;
    }
    items.push(item);
  }
  return { items, next };
}

/** The v1 envelope: `meta.fingerprint` and `meta.links.next` only when another page follows. */
export function listEnvelope(data: unknown[], next: string | undefined, url: URL, at: number) {
  const meta: Record<string, unknown> = { at, page_size: data.length };
  if (next) {
    meta.fingerprint = next;
    const link = new URL(url);
    link.searchParams.set('fingerprint', next);
    meta.links = { next: link.toString() };
  }
  return { data, success: true, meta };
}
