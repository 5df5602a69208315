/** 待处理: what waits for an operator (a card opens its screen when the role may), and the chain watcher's lag. */
import { Card, Col, Row, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Dashboard } from 'shared-contracts';
import { useSession } from '../../../session/session';
import { formatTime } from '../../../shared/format';
import { canOpenPage } from '../../../shared/page-roles';

const PENDING: Array<{ key: keyof Dashboard['pending']; title: string; path?: string }> = [
  { key: 'withdrawals', title: '提现待审核', path: '/withdrawals' },
  { key: 'verify_withdrawals', title: '提现待核实', path: '/withdrawals' },
  { key: 'unmatched_deposits', title: '未匹配到账', path: '/deposits' },
  { key: 'held_wins', title: '派奖待审核' },
  { key: 'adjustments', title: '调整待审核', path: '/players' },
  { key: 'deposit_reviews', title: '超限充值审核' },
];

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
  const canOpen = (path: string | undefined) => path !== undefined && me !== null && canOpenPage(path, me.role);
  return (
    <Row gutter={[16, 16]}>
      {PENDING.map((item) => {
        const count = pending[item.key];
        const link = canOpen(item.path);
        return (
          <Col key={item.key} flex={CARD_FLEX}>
            <Card
              size="small"
              hoverable={link}
              onClick={link ? () => navigate(item.path!) : undefined}
              aria-label={item.title}
              extra={link ? <Typography.Link>查看</Typography.Link> : undefined}
              title={item.title}
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
