/**
 * /cateList (spec §2): the games of a provider (plat_id) or of a category (plat_type), three to a
 * row, with a corner badge on the games that may not start (spec §5).
 */
import { useSearchParams } from 'react-router-dom';
import { RemotePage } from 'remote-kit';
import { PagedGameGrid } from '../../shared/games/PagedGameGrid';
import type { GameFilter } from '../../shared/games/use-game-pages';
import { useLaunchGame } from '../../shared/launch/use-launch-game';
import styles from './CateList.module.css';

/** A positive whole number from the query, else undefined. */
function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export default function CateList() {
  const [params] = useSearchParams();
  const launch = useLaunchGame();
  const filter: GameFilter = { plat_type_id: idOf(params.get('plat_id')), game_type_id: idOf(params.get('plat_type')) };
  const filterKey = `${filter.plat_type_id ?? ''}/${filter.game_type_id ?? ''}`;
  return (
    <RemotePage className={styles.page}>
      <PagedGameGrid
        key={filterKey}
        filter={filter}
        columns={3}
        testId="cate-list"
        cover="image"
        showStatusBadge
        onLaunch={launch}
      />
    </RemotePage>
  );
}
