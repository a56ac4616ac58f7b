import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
interface FakeBrowser {
  id: string;
  ecdh: crypto.ECDH;
  auth: Buffer;
}

/** One message the fake push service took: who it was for, its headers, and the decrypted JSON. */
export interface ReceivedPush {
  subscription: string;
  payload: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** What the fake answers a push: a status and its headers (Retry-After). */
interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/**
 * Decrypts an aes128gcm body (RFC 8188) sent to this browser (RFC 8291): the header names the
 * salt, record size and the sender's public key; the key and nonce come from the ECDH secret
 * and the browser's auth secret by HKDF-SHA-256.
 */
function decrypt(browser: FakeBrowser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for this origin, signed by the key it names. */
function checkVapid(header: string | undefined, audience: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [head, claims, signature] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad vapid signature';
  const aud = (JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string }).aud;
  return aud === audience ? null : `vapid audience ${aud} is not ${audience}`;
}

/**
 * A local push service: makes browser subscriptions whose endpoints point at it, takes pushes
 * (201), decrypts each with that browser's private key, and answers what a test scripts
 * (410, 429 with Retry-After, 503...) for chosen subscriptions.
 */
/** Listens on the given port (0: any free one). */
export async function startFakePushService(port = 0) {
  const browsers = new Map<string, FakeBrowser>();
  const scripted = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const refused: { subscription: string; status: number }[] = [];
  const problems: string[] = [];
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      if (!browser) {
        res.writeHead(404).end();
        return;
      }
      const answer = scripted.get(id)?.shift();
      if (answer && answer.status >= 300) {
        refused.push({ subscription: id, status: answer.status });
        res.writeHead(answer.status, answer.headers).end();
        return;
      }
      try {
        const vapidProblem = checkVapid(req.headers.authorization, origin);
        if (vapidProblem) throw new Error(vapidProblem);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(decrypt(browser, Buffer.concat(chunks))) as Record<string, unknown>;
        received.push({ subscription: id, payload, headers: req.headers });
        res.writeHead(201).end();
      } catch (err) {
        problems.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** Pushes that could not be read (bad encryption or VAPID): a test expects none. */
    problems,
    /** A new browser subscription, as PushSubscription.toJSON() gives it. */
    subscription() {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const browser = { id, ecdh, auth: crypto.randomBytes(16) };
      browsers.set(id, browser);
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: browser.auth.toString('base64url') },
      };
    },
    /** The next pushes to this subscription get these answers, in order; later ones 201. */
    answer(subscriptionId: string, ...answers: Answer[]) {
      scripted.set(subscriptionId, [...(scripted.get(subscriptionId) ?? []), ...answers]);
    },
    to: (subscriptionId: string) => received.filter((r) => r.subscription === subscriptionId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
