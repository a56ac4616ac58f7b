import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PriceSparkline } from '../../../components/PriceSparkline';
import { SPARKLINE_DAYS } from '../../../schemas/price-history';
import { $sparklines, requestSparkline } from './sparklines.store';

/** A deal's 30-day price sparkline for the admin list (a card or a table cell); the list's sparklines load together. */
export function DealSparkline({ asin }: { asin: string }) {
  const points = useStore($sparklines, { keys: [asin] })[asin];
  useEffect(() => requestSparkline(asin), [asin]);
  if (!points) return <span className="inline-block h-6 w-24" aria-hidden="true" />;
  return <PriceSparkline points={points} days={SPARKLINE_DAYS} />;
}
