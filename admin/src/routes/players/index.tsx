/** Placeholder until this screen is built (issue 17). */
import { Empty } from 'antd';

export default function Screen() {
  return <Empty description="建设中" />;
}
