/** The 30-day charts: loaded in a chunk of their own (ECharts), after the cards are on screen. */
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import type { DashboardDay } from 'shared-contracts';
import { moneyChartOption, playerChartOption } from './chart-options';
import { EChart } from './EChart';

export default function DashboardCharts({ days }: { days: DashboardDay[] }) {
  const money = useMemo(() => moneyChartOption(days), [days]);
  const players = useMemo(() => playerChartOption(days), [days]);
  return (
    <Row gutter={[16, 16]}>
      <Col span={14}>
        <Card size="small" title="近30天 充值 / 提现 / 平台盈亏（USDT）">
          <EChart option={money} height={220} label="近30天充值、提现与平台盈亏折线图" />
        </Card>
      </Col>
      <Col span={10}>
        <Card size="small" title="近30天 新增 / 活跃玩家">
          <EChart option={players} height={220} label="近30天新增与活跃玩家柱状图" />
        </Card>
      </Col>
    </Row>
  );
}
