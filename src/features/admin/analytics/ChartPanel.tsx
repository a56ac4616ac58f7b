import { useId, useState, type ReactNode } from 'react';
import { formatCount } from '../../../lib/format';

interface Props {
  title: string;
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
  className?: string;
  /** A long table (30 days) starts folded under a Show button. */
  collapsedRows?: boolean;
  /** A line under the title. */
  note?: ReactNode;
  /** Shown instead of the chart when there is nothing to draw (by default: when the last column is all 0). */
  emptyText?: string;
  isEmpty?: boolean;
  /** How a number cell reads (a count by default). */
  formatCell?: (value: number, column: number) => string;
}

/** A titled chart with the table of its numbers under it; 'No clicks in this period' when there are none. */
export function ChartPanel({
  title,
  chart,
  columns,
  rows,
  className = '',
  collapsedRows = false,
  note,
  emptyText = 'No clicks in this period',
  isEmpty,
  formatCell = formatCount,
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(!collapsedRows);
  const empty = isEmpty ?? rows.every((r) => r.at(-1) === 0);
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-card ${className}`}>
      <h3 id={id} className="text-sm font-bold">
        {title}
      </h3>
      {note}
      {empty ? <p className="py-6 text-center text-sm text-muted">{emptyText}</p> : chart}
      {collapsedRows && rows.length > 0 && (
        <button
          type="button"
          className="self-start text-sm font-semibold text-brand-700 hover:underline"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide the numbers' : 'Show the numbers'}
        </button>
      )}
      {open && rows.length > 0 && (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-brand-100 text-left text-xs text-muted">
              {columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={`py-1 font-semibold ${i === 0 ? '' : i === columns.length - 1 ? 'w-20 text-right' : 'w-28'}`}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-b border-brand-50 last:border-0">
                {row.map((cell, i) => (
                  <td key={i} className={`py-1 ${typeof cell === 'number' ? 'text-right tabular-nums' : 'truncate'}`}>
                    {typeof cell === 'number' ? formatCell(cell, i) : cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
