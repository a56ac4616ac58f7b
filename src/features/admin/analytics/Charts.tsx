import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  Legend,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar, Chart as MixedChart, Line } from 'react-chartjs-2';

// Only the pieces these two charts use: Chart.js tree-shakes the rest away.
Chart.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Filler, Tooltip, Legend);
// The mixed earnings chart names its controllers itself (Bar and Line register theirs).
Chart.register(BarController, LineController);

const BRAND = '#be1245';
const BRAND_FILL = 'rgba(190, 18, 69, 0.12)';
const INK = '#334155';
const GREEN = '#15803d';

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

/** Clicks (or another count, `series`) per day. */
export function LineChart({ labels, values, label, series = 'Clicks' }: ChartProps & { series?: string }) {
  return (
    <div className="h-64">
      <Line
        role="img"
        aria-label={label}
        options={lineOptions}
        data={{
          labels,
          datasets: [{ label: series, data: values, borderColor: BRAND, backgroundColor: BRAND_FILL, fill: true }],
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

const earningsOptions: ChartOptions<'bar' | 'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { tooltip: { intersect: false, mode: 'index' }, legend: { position: 'bottom' } },
  scales: {
    y: { ...countAxis, position: 'left', title: { display: true, text: 'Clicks and items' } },
    earnings: {
      beginAtZero: true,
      position: 'right',
      grid: { drawOnChartArea: false },
      title: { display: true, text: 'Earnings ($)' },
    },
    x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } },
  },
};

/** Per reported day: our clicks and the items ordered as bars, the earnings as a line on its own dollar axis. */
export function EarningsChart({
  labels,
  clicks,
  orderedItems,
  earnings,
  label,
}: {
  labels: string[];
  clicks: number[];
  orderedItems: number[];
  earnings: number[];
  label: string;
}) {
  const data: ChartData<'bar' | 'line', number[], string> = {
    labels,
    datasets: [
      { label: 'Our clicks', data: clicks, backgroundColor: BRAND_FILL, borderColor: BRAND, borderWidth: 1 },
      { label: 'Ordered items', data: orderedItems, backgroundColor: INK },
      {
        type: 'line',
        label: 'Earnings ($)',
        data: earnings,
        borderColor: GREEN,
        backgroundColor: GREEN,
        yAxisID: 'earnings',
      },
    ],
  };
  return (
    <div className="h-72">
      <MixedChart<'bar' | 'line', number[], string>
        type="bar"
        role="img"
        aria-label={label}
        options={earningsOptions}
        data={data}
      />
    </div>
  );
}
