import pg from 'pg';

/** One short-lived PostgreSQL connection for a piece of admin work (create or drop a database), always closed. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
