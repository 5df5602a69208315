/** 待处理: what waits for an operator (every card opens its queue when the role may), and the chain watcher's lag. */
import { Card, Col, Row, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Dashboard } from 'shared-contracts';
import { useSession } from '../../../session/session';
import { formatTime } from '../../../shared/format';
import { canOpenPage } from '../../../shared/page-roles';
import { QUEUES, type QueueKey } from '../../../shared/queues';

const PENDING = Object.keys(QUEUES) as QueueKey[];

/** Seven cards share one row on a desktop screen and wrap on a narrow one. */
const CARD_FLEX = '1 0 150px';

/** A healthy watcher trails the head by about 19 blocks (solidification); far more means it is behind. */
const LAG_WARNING_BLOCKS = 40;

function watcherState(watcher: Dashboard['watcher']) {
  const updated = `更新于 ${formatTime(watcher.updated_at) || '—'}`;
  if (watcher.last_error) return { color: 'error', text: '异常', hint: `${watcher.last_error}（${updated}）` };
  if (watcher.lag_blocks === null) return { color: 'default', text: '未运行', hint: updated };
  const behind = watcher.lag_blocks > LAG_WARNING_BLOCKS;
  return { color: behind ? 'warning' : 'success', text: behind ? '延迟' : '正常', hint: updated };
}

function WatcherCard({ watcher }: { watcher: Dashboard['watcher'] }) {
  const state = watcherState(watcher);
  return (
    <Card
      size="small"
      title="链上监听"
      style={{ height: '100%' }}
      extra={
        <Tooltip title={state.hint}>
          <Tag color={state.color}>{state.text}</Tag>
        </Tooltip>
      }
    >
      <Statistic
        value={watcher.lag_blocks ?? '—'}
        prefix={<Typography.Text type="secondary">延迟</Typography.Text>}
        suffix={watcher.lag_blocks === null ? undefined : '块'}
      />
    </Card>
  );
}

export function PendingCards({ pending, watcher }: Pick<Dashboard, 'pending' | 'watcher'>) {
  const navigate = useNavigate();
  const { me } = useSession();
  const canOpen = (key: QueueKey) => me !== null && canOpenPage(QUEUES[key].menu, me.role);
  return (
    <Row gutter={[16, 16]}>
      {PENDING.map((key) => {
        const count = pending[key];
        const { title, link } = QUEUES[key];
        const opens = canOpen(key);
        return (
          <Col key={key} flex={CARD_FLEX}>
            <Card
              size="small"
              hoverable={opens}
              onClick={opens ? () => navigate(link) : undefined}
              aria-label={title}
              extra={opens ? <Typography.Link>查看</Typography.Link> : undefined}
              title={title}
              style={{ height: '100%' }}
            >
              <Statistic value={count} suffix="笔" styles={{ content: { color: count > 0 ? '#d46b08' : undefined } }} />
            </Card>
          </Col>
        );
      })}
      <Col flex={CARD_FLEX}>
        <WatcherCard watcher={watcher} />
      </Col>
    </Row>
  );
}
