/** Home (/home): the top bar now; banners, notices, search and the game lobby come with the lobby issue. */
import Placeholder from '../placeholder';
import { TopBar } from './components/TopBar';

export default function Home({ title }: { title: string }) {
  return (
    <>
      <TopBar />
      <Placeholder title={title} />
    </>
  );
}
