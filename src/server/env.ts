import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Every setting is parsed and validated here. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** The built site's static files; its on-demand pages' renderer is beside it (../server/entry.mjs). */
    STATIC_DIR: z.string().default('./dist/client'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_KEY: optionalString,
    /** Secret for signing access tokens and mail links; generated into DATA_DIR when unset. */
    AUTH_SECRET: optionalString,
    SITE_URL: z
      .string()
      .url('SITE_URL must be a full URL such as https://deals.example.com')
      .default('http://localhost:4321'),
    /** Proxies in front of the server (a CDN, a load balancer) whose X-Forwarded-For is believed; 0 = none. */
    TRUST_PROXY: z.coerce
      .number({ error: 'TRUST_PROXY must be a number of proxies' })
      .int('TRUST_PROXY must be a whole number')
      .min(0, 'TRUST_PROXY must be 0 or more')
      .max(10, 'TRUST_PROXY must be at most 10')
      .default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed the demo catalog into an empty database at start. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Run the scheduled jobs (refresh, essentials, digest) in this process. */
    RUN_SCHEDULER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),

    // Retailer (Amazon Creators API). Without credentials the demo catalog is used.
    CREATORS_CREDENTIAL_ID: optionalString,
    CREATORS_CREDENTIAL_SECRET: optionalString,
    CREATORS_CREDENTIAL_VERSION: z.enum(['2.1', '2.2', '2.3', '3.1', '3.2', '3.3']).default('3.1'),
    CREATORS_PARTNER_TAG: z.string().default('savvymoms-20'),
    CREATORS_MARKETPLACE: z.string().default('www.amazon.com'),
    CREATORS_API_URL: z.string().url().default('https://creatorsapi.amazon'),
    CREATORS_TOKEN_URL: optionalString.pipe(z.string().url().optional()),
    CREATORS_REQUEST_SPACING_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    // A new account's allowance at the retailer; raise it as the account's sales grow.
    CREATORS_DAILY_REQUEST_QUOTA: z.coerce.number().int().min(1).default(8640),
    // A deal refresh stops asking the retailer after this long (docs/product.md 12.2: up to a minute); stalest deals go first.
    REFRESH_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),

    // Mail. Without SMTP_URL mail is written as .eml files under DATA_DIR/outbox.
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Savvy Mom Deals <deals@localhost>'),
  })
  .superRefine((env, ctx) => {
    // Retailer credentials come in pairs: half a pair is a configuration mistake, not the demo catalog.
    if (Boolean(env.CREATORS_CREDENTIAL_ID) !== Boolean(env.CREATORS_CREDENTIAL_SECRET)) {
      const missing = env.CREATORS_CREDENTIAL_ID ? 'CREATORS_CREDENTIAL_SECRET' : 'CREATORS_CREDENTIAL_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set both CREATORS_CREDENTIAL_ID and CREATORS_CREDENTIAL_SECRET, or neither (demo catalog)',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
