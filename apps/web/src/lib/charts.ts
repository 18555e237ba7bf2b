import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the portal's charts draw (bars and lines on a grid, tooltip, a paging
 * legend, canvas): about a third of the whole library. Imported dynamically by the pages with a
 * chart; a new chart type is registered here.
 */
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export const init = echarts.init;
