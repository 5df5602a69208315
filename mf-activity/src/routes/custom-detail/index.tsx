/** STUB (issue 16 foundation): replaced by the helper that builds this screen. */
import Placeholder from '../placeholder';

export default function Page() {
  return <Placeholder title="特殊活动页面" />;
}
