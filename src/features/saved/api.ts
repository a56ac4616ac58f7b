import { http } from '../../lib/http';
import { MAX_ASINS_PER_LOOKUP } from '../../rules/asins';
import type { Deal } from '../../schemas/deal';

/**
 * The live deals among `asins`, by ASIN, one cached read per 100 ASINs. An ASIN without an
 * entry has ended (or was never a deal). Throws when the server cannot answer.
 */
export async function fetchLiveDeals(asins: string[]): Promise<Map<string, Deal>> {
  const chunks: string[][] = [];
  for (let i = 0; i < asins.length; i += MAX_ASINS_PER_LOOKUP) chunks.push(asins.slice(i, i + MAX_ASINS_PER_LOOKUP));
  const answers = await Promise.all(
    chunks.map((chunk) => http.get('/api/products/by-asins', 'deals', { asins: chunk.join(',') })),
  );
  return new Map(answers.flatMap((a) => a.data).map((d) => [d.asin, d]));
}
