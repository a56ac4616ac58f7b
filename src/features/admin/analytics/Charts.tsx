import {
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only the pieces these two charts use: Chart.js tree-shakes the rest away.
Chart.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Filler, Tooltip);

const BRAND = '#be1245';
const BRAND_FILL = 'rgba(190, 18, 69, 0.12)';

interface ChartProps {
  labels: string[];
  values: number[];
  /** The canvas's accessible name; the table under the chart has the numbers. */
  label: string;
}

const countAxis = { beginAtZero: true, ticks: { precision: 0 } };

const lineOptions: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { tooltip: { intersect: false, mode: 'index' } },
  scales: { y: countAxis, x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } } },
};

const barOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  indexAxis: 'y',
  scales: { x: countAxis },
};

/** Clicks per day. */
export function LineChart({ labels, values, label }: ChartProps) {
  return (
    <div className="h-64">
      <Line
        role="img"
        aria-label={label}
        options={lineOptions}
        data={{
          labels,
          datasets: [{ label: 'Clicks', data: values, borderColor: BRAND, backgroundColor: BRAND_FILL, fill: true }],
        }}
      />
    </div>
  );
}

/** Clicks per item, largest first, as horizontal bars. */
export function BarChart({ labels, values, label }: ChartProps) {
  return (
    <div style={{ height: Math.max(120, labels.length * 28 + 40) }}>
      <Bar
        role="img"
        aria-label={label}
        options={barOptions}
        data={{ labels, datasets: [{ label: 'Clicks', data: values, backgroundColor: BRAND }] }}
      />
    </div>
  );
}
