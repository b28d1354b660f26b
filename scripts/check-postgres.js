// Exits 0 when the PostgreSQL server at TEST_DATABASE_URL answers, else explains and exits 1.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} is reachable at ${url}`);
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error('Start it, or set TEST_DATABASE_URL to a server that runs.');
  process.exit(1);
}
