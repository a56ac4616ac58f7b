import { computed } from 'nanostores';
import { $deals } from '../deals-manager/deals.store';
import { computeMetrics } from './metrics';

/** The dashboard's figures; recomputed whenever a deal changes. */
export const $adminMetrics = computed($deals, (deals) => computeMetrics(deals, new Date()));
