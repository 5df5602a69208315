/**
 * The console's screens: path, menu label and icon, the roles that see it (the API enforces the
 * same per call), and the lazily loaded screen. One row per screen; a feature adds its row here.
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
  TeamOutlined,
  UserOutlined,
  ApartmentOutlined,
} from '@ant-design/icons';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { OperatorRole } from 'shared-contracts';

export interface ConsolePage {
  path: string;
  label: string;
  icon: ReactNode;
  roles: readonly OperatorRole[];
  Component: ComponentType;
}

const ALL: readonly OperatorRole[] = ['super_admin', 'finance', 'operations', 'support'];
const STAFF: readonly OperatorRole[] = ['super_admin', 'finance', 'operations'];
const FINANCE: readonly OperatorRole[] = ['super_admin', 'finance'];
const SUPER: readonly OperatorRole[] = ['super_admin'];

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const CONSOLE_PAGES: ConsolePage[] = [
  {
    path: '/dashboard',
    label: '仪表盘',
    icon: <DashboardOutlined />,
    roles: STAFF,
    Component: screen(() => import('../routes/dashboard')),
  },
  {
    path: '/withdrawals',
    label: '提现审核',
    icon: <DollarOutlined />,
    roles: FINANCE,
    Component: screen(() => import('../routes/withdrawals')),
  },
  {
    path: '/deposits',
    label: '充值',
    icon: <BankOutlined />,
    roles: FINANCE,
    Component: screen(() => import('../routes/deposits')),
  },
  {
    path: '/players',
    label: '玩家',
    icon: <UserOutlined />,
    roles: ALL,
    Component: screen(() => import('../routes/players')),
  },
  {
    path: '/promotions',
    label: '活动与任务',
    icon: <GiftOutlined />,
    roles: STAFF,
    Component: screen(() => import('../routes/promotions')),
  },
  {
    path: '/agents',
    label: '代理',
    icon: <ApartmentOutlined />,
    roles: STAFF,
    Component: screen(() => import('../routes/agents')),
  },
  {
    path: '/games',
    label: '游戏',
    icon: <PlaySquareOutlined />,
    roles: STAFF,
    Component: screen(() => import('../routes/games')),
  },
  {
    path: '/content',
    label: '内容',
    icon: <FileImageOutlined />,
    roles: STAFF,
    Component: screen(() => import('../routes/content')),
  },
  {
    path: '/audit',
    label: '审计日志',
    icon: <AuditOutlined />,
    roles: SUPER,
    Component: screen(() => import('../routes/audit')),
  },
  {
    path: '/operators',
    label: '运营账号',
    icon: <TeamOutlined />,
    roles: SUPER,
    Component: screen(() => import('../routes/operators')),
  },
  {
    path: '/account',
    label: '我的账号',
    icon: <SafetyOutlined />,
    roles: ALL,
    Component: screen(() => import('../routes/account')),
  },
];

/** What an operator sees before enrolling two-factor login: the enrolment on their account page. */
export const BEFORE_TOTP_PAGES: ConsolePage[] = CONSOLE_PAGES.filter((page) => page.path === '/account');
