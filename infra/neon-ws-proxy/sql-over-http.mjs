// A local stand-in for Neon's SQL-over-HTTP endpoint (`POST /sql`), the one the Neon serverless
// driver's `neon()` function calls, in front of an ordinary Postgres. Like Neon's proxy it keeps
// a pool of connections per connection string, so a one-statement request costs one HTTP round
// trip and no new Postgres backend. It serves exactly what the driver sends:
//   - one statement `{query, params}` or a batch `{queries: [...]}` (run in one transaction,
//     with the `Neon-Batch-*` isolation, read-only and deferrable headers);
//   - `Neon-Raw-Text-Output: true` (every value as Postgres's text, the driver parses it) and
//     `Neon-Array-Mode` (rows as arrays, or objects keyed by column name);
//   - answers `{command, rowCount, rows, fields, rowAsArray}` (a batch: `{results: [...]}`), and
//     a Postgres error as 400 with its fields (message, code, detail, …), as Neon does.
// The connection string's host and port must be one of the bridge's allowed targets.
// A development helper, never part of a deployment.
import pg from 'pg';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const POOL_SIZE = 10;
const ISOLATION_LEVELS = {
  Serializable: 'serializable',
  RepeatableRead: 'repeatable read',
  ReadCommitted: 'read committed',
  ReadUncommitted: 'read uncommitted',
};
/** The fields of a Postgres error Neon copies into its 400 answer (the driver reads these). */
const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
];
/** Every value stays as Postgres sent it (text): the driver applies its own type parsers. */
const RAW_TEXT_TYPES = { getTypeParser: () => (value) => value };

class RequestError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The `/sql` handler: `handle(request, response)` answers one HTTP request, `close()` ends the
 * pools. `allowed` is the set of `host:port` targets the bridge may dial.
 */
export function createSqlOverHttp({ allowed, log = () => {} }) {
  const pools = new Map();

  /**
   * The pool for a connection string, dialling exactly the host and port that were checked: the
   * pool is configured field by field from the URL, never from the string itself, whose query
   * parameters (`?host=…&port=…`) node-postgres would otherwise let override them.
   */
  function poolFor(connectionString) {
    let pool = pools.get(connectionString);
    if (pool) return pool;
    let url;
    try {
      url = new URL(connectionString);
    } catch {
      throw new RequestError(400, 'Neon-Connection-String is not a connection URL');
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new RequestError(400, 'Neon-Connection-String must be a postgres:// URL');
    }
    const port = Number(url.port || 5432);
    const address = `${url.hostname}:${port}`;
    if (!allowed.has(address)) {
      log(`refused /sql to ${address}`);
      throw new RequestError(403, `${address} is not a target this bridge may reach`);
    }
    pool = new pg.Pool({
      host: url.hostname,
      port,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.slice(1)),
      application_name: url.searchParams.get('application_name') ?? undefined,
      max: POOL_SIZE,
      types: RAW_TEXT_TYPES,
    });
    // An idle connection that drops is replaced on the next query; unheard, 'error' would throw.
    pool.on('error', (error) => log(`${address}: ${error.message}`));
    pools.set(connectionString, pool);
    return pool;
  }

  async function run(client, { query, params }, arrayMode) {
    if (typeof query !== 'string') throw new RequestError(400, 'each query needs a "query" string');
    if (params !== undefined && !Array.isArray(params))
      throw new RequestError(400, '"params" must be an array');
    // Always the extended protocol, as Neon: one statement per query (a simple Query would run
    // `select 1; select 2` both), parameters or not.
    const result = await client.query({
      text: query,
      values: params ?? [],
      rowMode: 'array',
      queryMode: 'extended',
    });
    const fields = result.fields.map((field) => ({
      name: field.name,
      dataTypeID: field.dataTypeID,
      tableID: field.tableID,
      columnID: field.columnID,
      dataTypeSize: field.dataTypeSize,
      dataTypeModifier: field.dataTypeModifier,
      format: 'text',
    }));
    const rows = arrayMode
      ? result.rows
      : result.rows.map((row) => Object.fromEntries(fields.map((field, i) => [field.name, row[i]])));
    return { command: result.command, rowCount: result.rowCount, rows, fields, rowAsArray: arrayMode };
  }

  async function runBatch(pool, queries, headers, arrayMode) {
    const isolation = headers['neon-batch-isolation-level'];
    if (isolation !== undefined && !(isolation in ISOLATION_LEVELS)) {
      throw new RequestError(400, `unknown Neon-Batch-Isolation-Level ${isolation}`);
    }
    const begin = ['begin'];
    if (isolation) begin.push(`isolation level ${ISOLATION_LEVELS[isolation]}`);
    if (headers['neon-batch-read-only'] === 'true') begin.push('read only');
    if (headers['neon-batch-deferrable'] === 'true') begin.push('deferrable');
    const client = await pool.connect();
    try {
      await client.query(begin.join(' '));
      const results = [];
      for (const query of queries) results.push(await run(client, query, arrayMode));
      await client.query('commit');
      return { results };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function answer(request, body) {
    const headers = request.headers;
    const connectionString = headers['neon-connection-string'];
    if (!connectionString) throw new RequestError(400, 'missing Neon-Connection-String header');
    if (headers['neon-raw-text-output'] !== 'true') {
      throw new RequestError(
        400,
        'this stand-in answers only Neon-Raw-Text-Output: true, as the driver sends',
      );
    }
    const arrayMode = headers['neon-array-mode'] === 'true';
    let payload;
    try {
      payload = JSON.parse(body);
    } catch {
      throw new RequestError(400, 'the body is not JSON');
    }
    const pool = poolFor(connectionString);
    if (Array.isArray(payload?.queries)) return runBatch(pool, payload.queries, headers, arrayMode);
    return run(pool, payload ?? {}, arrayMode);
  }

  function send(response, status, value) {
    const text = JSON.stringify(value);
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  }

  function handle(request, response) {
    if (request.method !== 'POST') {
      send(response, 405, { message: 'POST a query to /sql' });
      return;
    }
    // Past the limit the body is read on but no longer kept, and refused once it has all arrived:
    // answering mid-upload would race the client's writes against the closing socket.
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) {
        send(response, 413, { message: `the request is over ${MAX_BODY_BYTES} bytes` });
        return;
      }
      answer(request, Buffer.concat(chunks).toString('utf8')).then(
        (result) => send(response, 200, result),
        (error) => {
          if (error instanceof RequestError) {
            send(response, error.status, { message: error.message });
          } else if (error instanceof pg.DatabaseError) {
            // A Postgres error: Neon answers 400 with its fields, which the driver copies.
            const fields = { message: error.message };
            for (const name of ERROR_FIELDS) if (error[name] !== undefined) fields[name] = error[name];
            send(response, 400, fields);
          } else {
            log(`/sql: ${error?.message ?? error}`);
            send(response, 500, { message: String(error?.message ?? error) });
          }
        },
      );
    });
  }

  return {
    handle,
    async close() {
      const ending = [...pools.values()].map((pool) => pool.end().catch(() => {}));
      pools.clear();
      await Promise.all(ending);
    },
  };
}
