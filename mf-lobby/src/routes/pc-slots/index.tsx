/** /pcSlots, outside the frame (spec §2): the PG game hall, its games launched like any other. */
import { NavBar } from 'antd-mobile';
import { messages, PLATFORM_IDS } from 'shared-contracts';
import { getHost, RemotePage } from 'remote-kit';
import { PagedGameGrid } from '../../shared/games/PagedGameGrid';
import { useLaunchGame } from '../../shared/launch/use-launch-game';
import styles from './PcSlots.module.css';

const PG_FILTER = { plat_type_id: PLATFORM_IDS.pg };

export default function PcSlots() {
  const launch = useLaunchGame();
  return (
    <RemotePage className={styles.page}>
      <NavBar className={styles.bar} onBack={() => getHost().navigate('/home')}>
        {messages.lobby.pgHall}
      </NavBar>
      <div data-testid="pg-hall">
        <PagedGameGrid
          filter={PG_FILTER}
          columns={3}
          testId="game-grid"
          cover="image"
          showStatusBadge
          onLaunch={launch}
        />
      </div>
    </RemotePage>
  );
}
