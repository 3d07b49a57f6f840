import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { echarts } from './echarts';

// The map's own ECharts pieces, loaded only by screens that draw a map.
echarts.use([MapChart, VisualMapComponent]);

export { echarts };
