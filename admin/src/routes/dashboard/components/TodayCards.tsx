/** 今日: the business day's figures as cards, money rounded to 2 decimals (the exact six are in the API). */
import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardFigures } from 'shared-contracts';
import { formatUsdtRounded } from '../../../shared/format';
import { FIGURE_LABELS } from './figure-labels';

const CARDS: Array<{ key: keyof DashboardFigures; money: boolean }> = [
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'stake', money: true },
  { key: 'payout', money: true },
  { key: 'ggr', money: true },
  { key: 'bonuses', money: true },
  { key: 'commission', money: true },
  { key: 'new_players', money: false },
  { key: 'active_players', money: false },
];

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
                title={FIGURE_LABELS[card.key]}
                value={typeof value === 'string' ? formatUsdtRounded(value) : value}
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
