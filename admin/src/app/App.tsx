/** The console's root: antd in Chinese, the operator's session, the router under /admin/. */
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SessionProvider, useSession } from '../session/session';
import { useIdleLogout } from '../session/idle';
import { LoginPage } from '../routes/login/LoginPage';
import { AdminLayout } from './AdminLayout';
import { ADMIN_PAGES, BEFORE_TOTP_PAGES } from './pages';
import { Loading } from '../shared/Loading';

function AdminRoutes() {
  const { token, me } = useSession();
  useIdleLogout(token !== null);
  if (!token) return <LoginPage />;
  if (!me) return <Loading />;
  // Until the initial password is changed and two-factor login is in force the API answers only the
  // operator's own account (the change, then the enrolment).
  const pages =
    me.totp_enabled && !me.must_change_password
      ? ADMIN_PAGES.filter((page) => page.roles.includes(me.role))
      : BEFORE_TOTP_PAGES;
  return (
    <Routes>
      <Route element={<AdminLayout pages={pages} />}>
        {pages.map((page) => (
          <Route key={page.path} path={`${page.path}/*`} element={<page.Component />} />
        ))}
        <Route path="*" element={<Navigate to={pages[0]?.path ?? '/'} replace />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1668dc' } }}>
      <AntApp>
        <SessionProvider>
          <BrowserRouter basename="/admin">
            <Suspense fallback={<Loading />}>
              <AdminRoutes />
            </Suspense>
          </BrowserRouter>
        </SessionProvider>
      </AntApp>
    </ConfigProvider>
  );
}
