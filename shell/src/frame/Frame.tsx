/**
 * The app frame: navigation bar on sub-pages, the page area, the bottom tab bar. Keep-alive
 * pages (home, agent, activity) stay mounted but hidden with React's <Activity>.
 */
import { Activity, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { OwnedRoute } from '../federation/release-manifest';
import { progress } from '../platform/progress';
import { HOME_PATH } from '../platform/home-path';
import { removeFirstScreen } from '../platform/first-screen';
import { loadRouteTable } from '../federation/remote-loader';
import { RemotePage } from '../remote/RemotePage';
import { AddToHomeBar } from '../dialogs/add-to-home/AddToHomeBar';
import { BackBar } from './BackBar';
import { TAB_PAGE_PATHS, TabBar } from './TabBar';
import { preloadTabPages } from './preload-tab-pages';
import { useKeptScroll } from './use-kept-scroll';
import styles from './Frame.module.css';

export function Frame({ owned }: { owned: Map<string, OwnedRoute> }) {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const current = owned.get(path);
  const [keptPaths, setKeptPaths] = useState<string[]>([]);
  if (current?.meta.keepAlive && !keptPaths.includes(path)) setKeptPaths([...keptPaths, path]);
  const {
    ref: mainRef,
    onScroll,
    attributes: scrollAttributes,
  } = useKeptScroll(path, current?.meta.keepAlive ?? false);

  // Once per boot: the frame's routes never change while the page lives.
  useEffect(() => preloadTabPages(TAB_PAGE_PATHS, owned), [owned]);

  // The server's first screen shows home: any other page takes the screen from it at once.
  useEffect(() => {
    if (path !== HOME_PATH) removeFirstScreen();
  }, [path]);

  useEffect(() => {
    if (!current) return;
    document.title = current.meta.title;
    // Each navigation runs the progress bar until the page's remote is loaded (at once when cached).
    progress.start();
    void loadRouteTable(current.release)
      .catch(() => undefined)
      .finally(() => progress.done());
  }, [current]);

  if (!current) return null;
  const { meta, release } = current;
  return (
    <div className={styles.frame}>
      {meta.hideTabBar && <BackBar title={meta.title} />}
      <main className={styles.content} ref={mainRef} onScroll={onScroll} {...scrollAttributes}>
        {/* Every page has one level-one heading, its route title: the bar shows it on sub-pages. */}
        {!meta.hideTabBar && <h1 className="visually-hidden">{meta.title}</h1>}
        {keptPaths.map((keptPath) => {
          const kept = owned.get(keptPath);
          return kept ? (
            <Activity key={keptPath} mode={keptPath === path ? 'visible' : 'hidden'}>
              <RemotePage release={kept.release} path={keptPath} />
            </Activity>
          ) : null;
        })}
        {!meta.keepAlive && <RemotePage key={path} release={release} path={path} />}
      </main>
      {path === HOME_PATH && <AddToHomeBar />}
      {!meta.hideTabBar && <TabBar activePath={path} />}
    </div>
  );
}
