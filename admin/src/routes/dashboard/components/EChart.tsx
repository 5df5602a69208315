/**
 * One ECharts chart in a div: only the parts the dashboard draws are registered (tree-shaken:
 * line and bar charts, grid, tooltip, legend, the canvas renderer), so this chunk stays small.
 */
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

registerCharts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const instance = init(element.current!, undefined, { renderer: 'canvas' });
    chart.current = instance;
    // The menu and the window change the chart's width; follow the div, not only the window.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
