/**
 * Lets a squad run one remote alone (`pnpm --filter mf-wallet dev`): the remote's own route
 * table inside a bare frame, with remote-kit's harness HostApi (the site's HTTP client against the
 * local API). The router and React DOM stay here: remote-kit depends on React only.
 */
import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { createHarnessHost } from 'remote-kit/harness-host';
import type { CreateRemoteRoutes } from 'shared-contracts';

export interface DevHarnessOptions {
  remoteName: string;
  createRoutes: CreateRemoteRoutes;
}

function HarnessApp({ remoteName, createRoutes }: DevHarnessOptions) {
  const navigate = useNavigate();
  // Created once: a new table would remount every page.
  const [table] = useState(() => createRoutes(createHarnessHost((path, options) => void navigate(path, options))));
  return (
    <>
      <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8, background: '#222', fontSize: 12 }}>
        <strong style={{ color: '#fc0' }}>{remoteName}</strong>
        {table.routes.map((route) => (
          <Link key={route.path} to={route.path} style={{ color: '#9cf' }}>
            {route.title}
          </Link>
        ))}
      </nav>
      <Suspense fallback={null}>
        <Routes>
          {table.routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<p style={{ padding: 16 }}>选择上方的页面</p>} />
        </Routes>
      </Suspense>
    </>
  );
}

/** Renders the harness into `#root`. */
export function mountDevHarness(options: DevHarnessOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <HarnessApp {...options} />
      </BrowserRouter>
    </StrictMode>,
  );
}
