/**
 * /user 我的 (spec §2; issue 14): a visitor gets the login prompt; a player the profile card
 * (avatar, name, id, balance, 充值 / 提现), today's figures once POST /api/plat/info answers, the
 * menu to every record screen and service, and 退出登录. Not cached: every visit reads afresh.
 */
import { getHost, RemotePage, useReadable } from 'remote-kit';
import { LogoutButton } from './components/LogoutButton';
import { MineMenu } from './components/MineMenu';
import { ProfileCard } from './components/ProfileCard';
import { TodayFigures } from './components/TodayFigures';
import { VisitorPrompt } from './components/VisitorPrompt';
import { usePlatformInfo } from './hooks/use-platform-info';
import styles from './User.module.css';

export default function User() {
  const host = getHost();
  const token = useReadable(host.session.token);
  const user = useReadable(host.session.user);
  const info = usePlatformInfo(host, token, user);

  if (token === null)
    return (
      <RemotePage className={styles.page}>
        <VisitorPrompt host={host} />
        <MineMenu host={host} loggedIn={false} />
      </RemotePage>
    );

  return (
    <RemotePage className={styles.page}>
      <ProfileCard host={host} user={user} />
      {info && <TodayFigures host={host} info={info} />}
      <MineMenu host={host} loggedIn />
      <LogoutButton host={host} />
    </RemotePage>
  );
}
