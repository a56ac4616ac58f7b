import { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * Reads a JSON-sized body straight from Node's request stream and hands it to Hono's body
 * cache, so `c.req.text()` needs no web Request and stream (the costly part of a small POST
 * on a hot route). Off Node, or when something already reads the body, Hono reads it as usual.
 * Size limits stay with the body-limit middleware, which checks Content-Length first.
 */
export function readNodeBody(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (incoming instanceof IncomingMessage && incoming.readableFlowing === null && !incoming.readableEnded) {
      const chunks: Buffer[] = [];
      // A stream error here is the client hanging up: toErrorResponse answers it as a client abort.
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      // Hono keeps the promise of each body reading here (its type says otherwise).
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(Buffer.concat(chunks).toString('utf8'));
    }
    await next();
  };
}
