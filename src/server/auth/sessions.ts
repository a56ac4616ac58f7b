import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { REFRESH_TOKEN_TTL_SECONDS } from './access-token';

/** True while the session family has a token that was not revoked. */
export async function isFamilyActive(db: Db, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Only this hash of a refresh token is stored. */
const hashRefreshToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

const expiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);

/** Stores a new refresh token in the family and returns it (the only time it exists in clear). */
async function addToken(db: Db, familyId: string, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insert(refreshTokens)
    .values({ familyId, tokenHash: hashRefreshToken(token), expiresAt: expiry(now), createdAt: now });
  return token;
}

/** Starts a session family at sign-in. */
export async function startSession(db: Db, now: Date): Promise<{ familyId: string; refreshToken: string }> {
  const familyId = crypto.randomUUID();
  return { familyId, refreshToken: await addToken(db, familyId, now) };
}

export type RotateResult =
  | { kind: 'rotated'; familyId: string; refreshToken: string }
  /** Missing, unknown or revoked. */
  | { kind: 'invalid' }
  /** Already used once: the family was revoked. */
  | { kind: 'reused' }
  | { kind: 'expired' };

/** Exchanges a refresh token for a new one in the same family; a second use of a token revokes the family. */
export async function rotateRefreshToken(db: Db, token: string | undefined, now: Date): Promise<RotateResult> {
  if (!token) return { kind: 'invalid' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .limit(1);
    if (!row || row.revokedAt) return { kind: 'invalid' } as const;
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { kind: 'reused' } as const;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' } as const;
    // Conditional update: of two concurrent uses only one wins; the other counts as reuse.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.familyId, now);
      return { kind: 'reused' } as const;
    }
    return { kind: 'rotated', familyId: row.familyId, refreshToken: await addToken(tx, row.familyId, now) } as const;
  });
}

/** The family of a stored refresh token, if any. */
export async function familyOfRefreshToken(db: Db, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  return row?.familyId ?? null;
}

/** Ends a session: every token of the family is revoked, so its access tokens stop working too. */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
