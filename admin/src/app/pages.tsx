/**
 * The console's screens: path, menu label and icon, the roles that see it (shared/page-roles.ts: the
 * API enforces the same per call), and the lazily loaded screen. One row per screen; a feature adds its
 * row here and its roles there.
 */
import {
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileImageOutlined,
  GiftOutlined,
  PlaySquareOutlined,
  SafetyOutlined,
  SafetyCertificateOutlined,
  SecurityScanOutlined,
  TeamOutlined,
  UserOutlined,
  ApartmentOutlined,
} from '@ant-design/icons';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { OperatorRole } from 'shared-contracts';
import { PAGE_ROLES, type AdminPath } from '../shared/page-roles';

export interface AdminPage {
  path: AdminPath;
  label: string;
  icon: ReactNode;
  roles: readonly OperatorRole[];
  Component: ComponentType;
}

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const ADMIN_PAGES: AdminPage[] = [
  {
    path: '/dashboard',
    label: '仪表盘',
    icon: <DashboardOutlined />,
    roles: PAGE_ROLES['/dashboard'],
    Component: screen(() => import('../routes/dashboard')),
  },
  {
    path: '/withdrawals',
    label: '提现审核',
    icon: <DollarOutlined />,
    roles: PAGE_ROLES['/withdrawals'],
    Component: screen(() => import('../routes/withdrawals')),
  },
  {
    path: '/deposits',
    label: '充值',
    icon: <BankOutlined />,
    roles: PAGE_ROLES['/deposits'],
    Component: screen(() => import('../routes/deposits')),
  },
  {
    path: '/deposit-reviews',
    label: '存款限额审核',
    icon: <SafetyCertificateOutlined />,
    roles: PAGE_ROLES['/deposit-reviews'],
    Component: screen(() => import('../routes/deposit-reviews')),
  },
  {
    path: '/players',
    label: '玩家',
    icon: <UserOutlined />,
    roles: PAGE_ROLES['/players'],
    Component: screen(() => import('../routes/players')),
  },
  {
    path: '/promotions',
    label: '活动与任务',
    icon: <GiftOutlined />,
    roles: PAGE_ROLES['/promotions'],
    Component: screen(() => import('../routes/promotions')),
  },
  {
    path: '/agents',
    label: '代理',
    icon: <ApartmentOutlined />,
    roles: PAGE_ROLES['/agents'],
    Component: screen(() => import('../routes/agents')),
  },
  {
    path: '/games',
    label: '游戏',
    icon: <PlaySquareOutlined />,
    roles: PAGE_ROLES['/games'],
    Component: screen(() => import('../routes/games')),
  },
  {
    path: '/content',
    label: '内容',
    icon: <FileImageOutlined />,
    roles: PAGE_ROLES['/content'],
    Component: screen(() => import('../routes/content')),
  },
  {
    path: '/risk',
    label: '风控',
    icon: <SecurityScanOutlined />,
    roles: PAGE_ROLES['/risk'],
    Component: screen(() => import('../routes/risk')),
  },
  {
    path: '/audit',
    label: '审计日志',
    icon: <AuditOutlined />,
    roles: PAGE_ROLES['/audit'],
    Component: screen(() => import('../routes/audit')),
  },
  {
    path: '/operators',
    label: '运营账号',
    icon: <TeamOutlined />,
    roles: PAGE_ROLES['/operators'],
    Component: screen(() => import('../routes/operators')),
  },
  {
    path: '/account',
    label: '我的账号',
    icon: <SafetyOutlined />,
    roles: PAGE_ROLES['/account'],
    Component: screen(() => import('../routes/account')),
  },
];

/** What an operator sees before enrolling two-factor login: the enrolment on their account page. */
export const BEFORE_TOTP_PAGES: AdminPage[] = ADMIN_PAGES.filter((page) => page.path === '/account');
