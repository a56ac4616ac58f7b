/**
 * The headers of an answer kept for reuse (a cached read, a built file), made once and sent with
 * every copy: a hit builds no header object and validates no header value. The middleware outside
 * may read them and make writes that change nothing (hono/etag sets the ETag it read,
 * secureHeaders removes an X-Powered-By that is not there); any other change would reach every
 * later answer, so it throws.
 */
export class StoredHeaders extends Headers {
  /** Set once the constructor has filled them. */
  private readonly sealed: boolean = true;

  override set(name: string, value: string): void {
    if (!this.sealed) return super.set(name, value);
    // A write of the same value is skipped: any write drops the sorted list kept for sending them.
    if (this.get(name) !== value) refuse(name);
  }

  override append(name: string, value: string): void {
    if (this.sealed) refuse(name);
    super.append(name, value);
  }

  override delete(name: string): void {
    if (this.has(name)) refuse(name);
  }
}

function refuse(name: string): never {
  throw new Error(`a stored answer's ${name} header cannot change`);
}
