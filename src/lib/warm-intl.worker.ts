// Uses each of the site's formatters once, off the page's main thread: the browser then has the
// locale's and New York's data loaded, which the page's first formatting would otherwise load itself.
import { formatCount, formatUsd, formatUsdWhole, newYorkMonthDayYear, perUnitText, priceAsOfText } from './format';

const now = new Date();
formatUsd(1);
formatUsdWhole(1);
formatCount(1);
perUnitText(0.01, 'unit');
priceAsOfText(new Date(now.getTime() - 86_400_000).toISOString(), now);
newYorkMonthDayYear(now);
postMessage('warm');
