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
    /** Server processes sharing the port on PostgreSQL (node:cluster); the embedded database runs one. */
    WEB_CONCURRENCY: z.coerce
      .number({ error: 'WEB_CONCURRENCY must be a number of processes' })
      .int('WEB_CONCURRENCY must be a whole number')
      .min(1, 'WEB_CONCURRENCY must be 1 or more')
      .max(64, 'WEB_CONCURRENCY must be at most 64')
      .default(1),
    /** Run the scheduled jobs (refresh, essentials, digest) in this process (the first of several). */
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

    // Web push (VAPID, RFC 8292). Without the key pair one is generated into DATA_DIR/vapid-keys.json.
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    /** Who the push services may contact about our sending: mailto: or https:. Unset: SITE_URL when https, else a mailto: of MAIL_FROM. */
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
        .optional(),
    ),
    /** Origins push may be sent to beyond the browsers' own push services (server/push/push-endpoints.ts), comma-separated. */
    PUSH_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const item of value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          let url: URL | null = null;
          try {
            url = new URL(item);
          } catch {
            url = null;
          }
          if (
            !url ||
            (url.protocol !== 'https:' && url.protocol !== 'http:') ||
            url.origin !== item.replace(/\/$/, '')
          ) {
            ctx.addIssue({
              code: 'custom',
              message: `PUSH_ALLOWED_ORIGINS: ${item} is not an origin like https://push.example.com`,
            });
            return z.NEVER;
          }
          origins.push(url.origin);
        }
        return origins;
      }),
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
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (generated into DATA_DIR)',
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
