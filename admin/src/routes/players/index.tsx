/** 玩家: the list and search (/players), a player's detail (/players/:id), and the adjustments awaiting review. */
import { Routes, Route } from 'react-router-dom';
import { PlayerDetail } from './components/PlayerDetail';
import { PlayersHome } from './components/PlayersHome';

export default function PlayersScreen() {
  return (
    <Routes>
      <Route index element={<PlayersHome />} />
      <Route path=":id" element={<PlayerDetail />} />
    </Routes>
  );
}
