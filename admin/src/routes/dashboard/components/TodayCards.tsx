/** 今日: the business day's figures as cards, money in USDT as the API sends it. */
import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardFigures } from 'shared-contracts';
import { formatUsdt } from '../../../shared/format';

const CARDS: Array<{ key: keyof DashboardFigures; title: string; money: boolean }> = [
  { key: 'deposits', title: '充值', money: true },
  { key: 'withdrawals', title: '提现', money: true },
  { key: 'stake', title: '投注', money: true },
  { key: 'payout', title: '派奖', money: true },
  { key: 'ggr', title: 'GGR', money: true },
  { key: 'bonuses', title: '优惠', money: true },
  { key: 'commission', title: '佣金', money: true },
  { key: 'new_players', title: '新增玩家', money: false },
  { key: 'active_players', title: '活跃玩家', money: false },
];

/** Two decimals on a card: the exact six are in the charts' tooltips and the API. */
function shortUsdt(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return formatUsdt(`${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`);
}

export function TodayCards({ today }: { today: DashboardFigures }) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => {
        const value = today[card.key];
        const negative = typeof value === 'string' && value.startsWith('-');
        return (
          <Col key={card.key} flex="20%">
            <Card size="small">
              <Statistic
                title={card.title}
                value={typeof value === 'string' ? shortUsdt(value) : value}
                suffix={card.money ? 'USDT' : '人'}
                styles={{ content: { color: negative ? '#cf1322' : undefined, fontSize: 22 } }}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
