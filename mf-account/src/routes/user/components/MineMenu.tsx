/**
 * The mine page's menu: every record screen, then the site's services, customer service and the
 * theme switch. Rows hold native links and buttons (antd-mobile's clickable List.Item is an <a>
 * without href, which a keyboard cannot reach).
 */
import { List, Switch } from 'antd-mobile';
import {
  BillOutline,
  GiftOutline,
  HistogramOutline,
  InformationCircleOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  ReceiptOutline,
  SetOutline,
  TeamOutline,
  UnorderedListOutline,
  CollectMoneyOutline,
  HeartOutline,
} from 'antd-mobile-icons';
import { useId, type ReactNode } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import { listStyles, useReadable } from 'remote-kit';
import { SiteLink } from './SiteLink';
import styles from '../Menu.module.css';

const text = messages.mine.menu;

interface Entry {
  path: string;
  label: string;
  icon: ReactNode;
}

const RECORDS: Entry[] = [
  { path: '/betRecords', label: text.betRecords, icon: <BillOutline /> },
  { path: '/accountRecords', label: text.accountRecords, icon: <HistogramOutline /> },
  { path: '/rechargeRecords', label: text.rechargeRecords, icon: <PayCircleOutline /> },
  { path: '/transactionRecords', label: text.transactionRecords, icon: <UnorderedListOutline /> },
  { path: '/backRecords', label: text.backRecords, icon: <ReceiptOutline /> },
];

const SERVICES: Entry[] = [
  { path: '/safe', label: text.safe, icon: <LockOutline /> },
  { path: '/benefit', label: text.benefit, icon: <GiftOutline /> },
  { path: '/income', label: text.income, icon: <CollectMoneyOutline /> },
  { path: '/community', label: text.community, icon: <TeamOutline /> },
];

const ABOUT: Entry = { path: '/about', label: text.about, icon: <InformationCircleOutline /> };
/** 理性游戏 (issue 18): public, so a visitor is offered it too. */
const RESPONSIBLE: Entry = { path: '/responsible', label: messages.safePlay.menuEntry, icon: <HeartOutline /> };

const icon = (node: ReactNode) => (
  <span className={styles.icon} aria-hidden="true">
    {node}
  </span>
);

function LinkRow({ host, entry }: { host: HostApi; entry: Entry }) {
  return (
    <List.Item prefix={icon(entry.icon)} arrow className={styles.row}>
      <SiteLink
        host={host}
        to={entry.path}
        className={`${listStyles.stretched} ${styles.action}`}
        testId={`mine-menu-${entry.path.slice(1)}`}
      >
        {entry.label}
      </SiteLink>
    </List.Item>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <List
        header={
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        }
      >
        {children}
      </List>
    </section>
  );
}

/** `loggedIn`: a visitor is offered only what needs no account (理性游戏, 关于我们, 在线客服, the theme). */
export function MineMenu({ host, loggedIn }: { host: HostApi; loggedIn: boolean }) {
  const dark = useReadable(host.theme.mode) === 'dark';
  const services = loggedIn ? [...SERVICES, RESPONSIBLE, ABOUT] : [RESPONSIBLE, ABOUT];
  return (
    <nav aria-label={messages.mine.menuLabel} data-testid="mine-menu">
      {loggedIn && (
        <Group title={messages.mine.records}>
          {RECORDS.map((entry) => (
            <LinkRow key={entry.path} host={host} entry={entry} />
          ))}
        </Group>
      )}
      <Group title={messages.mine.services}>
        {services.map((entry) => (
          <LinkRow key={entry.path} host={host} entry={entry} />
        ))}
        <List.Item prefix={icon(<MessageOutline />)} arrow className={styles.row}>
          <button
            type="button"
            className={`${listStyles.stretched} ${styles.action}`}
            onClick={() => host.openCustomerService()}
            data-testid="mine-service"
          >
            {text.service}
          </button>
        </List.Item>
        <List.Item prefix={icon(<SetOutline />)} className={styles.row} extra={<Switch checked={dark} aria-hidden />}>
          <button
            type="button"
            role="switch"
            aria-checked={dark}
            className={`${listStyles.stretched} ${styles.action}`}
            onClick={() => host.theme.toggle()}
            data-testid="mine-theme"
          >
            {text.darkMode}
          </button>
        </List.Item>
      </Group>
    </nav>
  );
}
