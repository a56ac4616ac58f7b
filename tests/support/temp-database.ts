import pg from 'pg';

/** A database of its own on the test PostgreSQL server, for a whole server process; dropped afterwards. */
export interface TempDatabase {
  name: string;
  /** Its connection URL (through another host:port when given, e.g. a proxy). */
  url(hostPort?: string): string;
  /** Runs a query in it. */
  query<R extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
  /** Runs a query on the server (outside it): to terminate its connections, say. */
  serverQuery(text: string, params?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

export async function createTempDatabase(serverUrl: string, prefix: string): Promise<TempDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = (hostPort?: string) => {
    const target = new URL(serverUrl);
    if (hostPort) target.host = hostPort;
    target.pathname = `/${name}`;
    return target.toString();
  };
  return {
    name,
    url,
    async query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        return (await client.query<R>(text, params)).rows;
      } finally {
        await client.end();
      }
    },
    serverQuery: (text, params) => admin.query(text, params),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
