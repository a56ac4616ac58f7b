import type { Env } from './env';

/** What a production server should not run without, each as a line for the start-up log. */
export function productionWarnings(env: Pick<Env, 'NODE_ENV'>, postalAddress: string): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!postalAddress.trim()) {
    warnings.push(
      'No postal address: commercial mail must carry one (CAN-SPAM). Set brand.postalAddress in src/config/brand.ts and rebuild.',
    );
  }
  return warnings;
}
