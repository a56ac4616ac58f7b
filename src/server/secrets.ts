import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
