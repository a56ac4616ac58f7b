import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from './env';

/** Reads a secret file from the data folder, creating it (mode 600) on first use. */
function readOrCreate(dataDir: string, name: string, make: () => string): { value: string; created: boolean } {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return { value: fs.readFileSync(file, 'utf8').trim(), created: false };
  fs.mkdirSync(dataDir, { recursive: true });
  const value = make();
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, created: true };
}

/** ADMIN_KEY from the environment, or one generated into DATA_DIR/admin-key. */
export function loadAdminKey(dataDir: string, fromEnv: string | undefined) {
  if (fromEnv) return { value: fromEnv, created: false, file: null as string | null };
  const result = readOrCreate(dataDir, 'admin-key', () => crypto.randomBytes(18).toString('base64url'));
  return { ...result, file: path.join(dataDir, 'admin-key') };
}

/** AUTH_SECRET from the environment, or one generated into DATA_DIR/auth-secret. */
export function loadAuthSecret(dataDir: string, fromEnv: string | undefined): string {
  return fromEnv ?? readOrCreate(dataDir, 'auth-secret', () => crypto.randomBytes(32).toString('base64url')).value;
}

/** The key pair and contact our push messages are signed with (VAPID, RFC 8292). */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers subscribe with (applicationServerKey). */
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where the push services may reach us: SITE_URL when it is https, else the sender's address. */
function defaultSubject(env: Env): string {
  if (env.SITE_URL.startsWith('https://')) return env.SITE_URL;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY from the environment, or a pair generated into DATA_DIR/vapid-keys.json. */
export function loadVapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? defaultSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const stored = readOrCreate(env.dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored.value) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
