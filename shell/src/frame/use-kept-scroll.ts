/**
 * All pages scroll inside the frame's one <main>. Kept-alive pages (home, agent, activity) get
 * their scroll position back when the player returns; every other page starts at the top.
 */
import { useCallback, useLayoutEffect, useRef, type UIEvent } from 'react';

/** `main` carries these so the scroll handler knows whose position it is recording. */
export const SCROLL_DATA = { path: 'data-scroll-path', kept: 'data-scroll-kept' } as const;

export function useKeptScroll(path: string, keepAlive: boolean) {
  const ref = useRef<HTMLElement | null>(null);
  const positions = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    const main = ref.current;
    if (main) main.scrollTop = keepAlive ? (positions.current.get(path) ?? 0) : 0;
  }, [path, keepAlive]);

  // Recorded while scrolling: by the time the route changes, the old page is already hidden and
  // the container may have clamped its offset.
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const main = event.currentTarget;
    const scrolledPath = main.getAttribute(SCROLL_DATA.path);
    if (scrolledPath !== null && main.hasAttribute(SCROLL_DATA.kept))
      positions.current.set(scrolledPath, main.scrollTop);
  }, []);

  return { ref, onScroll, attributes: { [SCROLL_DATA.path]: path, [SCROLL_DATA.kept]: keepAlive ? '' : undefined } };
}
