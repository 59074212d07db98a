import { type DataSourceConfig, type DataSourceUpdateRequest, MASKED } from '@contract/site-switch';
import { badRequest } from '../../http/errors';
import type { DatabaseSource } from '../../platform/platform';

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** What the deployment runs on, in HOJ's field names; the password never leaves the server. */
export function describeDataSource(source: DatabaseSource): DataSourceConfig {
  const empty = { redisHost: '', redisPort: null, redisPassword: '', howToChange: source.howToChange };
  if (source.engine === 'pglite') {
    return {
      ...empty,
      engine: 'pglite',
      dataDir: source.dataDir,
      url: null,
      dbName: 'postgres',
      dbHost: '',
      dbPort: null,
      dbUsername: '',
      dbPassword: '',
    };
  }
  const url = parseUrl(source.url);
  if (!url) {
    // Not a URL (a libpq key=value string): nothing in it can be shown safely.
    return {
      ...empty,
      engine: source.engine,
      dataDir: null,
      url: MASKED,
      dbName: '',
      dbHost: '',
      dbPort: null,
      dbUsername: '',
      dbPassword: MASKED,
    };
  }
  const hadPassword = url.password !== '';
  if (hadPassword) url.password = MASKED;
  for (const key of [...url.searchParams.keys()]) {
    if (/pass|secret|key|token/i.test(key)) url.searchParams.set(key, MASKED);
  }
  return {
    ...empty,
    engine: source.engine,
    dataDir: null,
    url: url.toString(),
    dbName: decodeURIComponent(url.pathname.replace(/^\//, '')),
    dbHost: url.hostname,
    dbPort: url.port ? Number(url.port) : 5432,
    dbUsername: decodeURIComponent(url.username),
    dbPassword: hadPassword ? MASKED : '',
  };
}

/**
 * The data source is opened by the entry before the app runs and cannot be swapped under live
 * requests, so a request that would change anything is refused with what to do instead. Sending
 * back what GET answered (the masked password included) changes nothing and is accepted, so a
 * form saved unchanged does not fail.
 */
export function checkDataSourceUpdate(source: DatabaseSource, request: DataSourceUpdateRequest): void {
  const current = describeDataSource(source);
  const changed = (Object.keys(request) as (keyof DataSourceUpdateRequest)[]).filter((key) => {
    const wanted = request[key];
    if (wanted === undefined || wanted === null || wanted === '') return false;
    if ((key === 'dbPassword' || key === 'redisPassword') && wanted === MASKED) return false;
    return wanted !== current[key];
  });
  if (changed.length > 0) {
    throw badRequest(
      `The data source cannot be changed while the server runs (${changed.join(', ')}). ${source.howToChange}.`,
    );
  }
}
