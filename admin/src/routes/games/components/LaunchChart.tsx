/** Launches and players per day as lines: ECharts, only the parts used (tree-shaken), in this lazily loaded chunk. */
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { LaunchStats } from 'shared-contracts';

registerParts([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function LaunchChart({ days }: { days: LaunchStats['days'] }) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    if (!holder.current) return;
    const made = init(holder.current);
    chart.current = made;
    const resize = () => made.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      made.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['启动次数', '玩家数'] },
      grid: { left: 48, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: days.map((row) => row.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '启动次数', type: 'line', smooth: true, data: days.map((row) => row.launches) },
        { name: '玩家数', type: 'line', smooth: true, data: days.map((row) => row.players) },
      ],
    });
  }, [days]);

  return <div ref={holder} data-testid="launch-chart" style={{ width: '100%', height: 280 }} />;
}
