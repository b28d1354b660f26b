import { parseCommandLine, UsageError, wholeNumber } from '../cli.ts';
import { ENDPOINT_NAMES, type EndpointName } from './endpoints.ts';

export interface BenchOptions {
  seconds: number;
  connections: number;
  /** Numbers of synthetic events, smallest first; the database grows from one to the next. */
  sizes: number[];
  /** The endpoints to measure (the floor always is); null for all. */
  only: EndpointName[] | null;
  /** A PostgreSQL server to create the run's database on; unset, embedded PGlite. */
  databaseUrl: string | undefined;
}

export const USAGE = `npm run bench -- [--seconds 10] [--connections 50] [--sizes 1000,100000] [--only ${ENDPOINT_NAMES.slice(1, 3).join(',')}] [--database-url postgres://...]
  endpoints: ${ENDPOINT_NAMES.join(', ')}; DATABASE_URL is used when --database-url is not given; WEB_CONCURRENCY is passed to the server`;

function isEndpointName(name: string): name is EndpointName {
  return (ENDPOINT_NAMES as readonly string[]).includes(name);
}

function endpointList(text: string): EndpointName[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isEndpointName(name));
  if (names.length === 0 || unknown.length > 0)
    throw new UsageError(`--only takes endpoints among ${ENDPOINT_NAMES.join(', ')}; not '${unknown.join(',') || text}'`);
  return names.filter(isEndpointName);
}

function sizeList(text: string): number[] {
  const sizes = text.split(',').map((size) => wholeNumber('sizes', size, 0, 1_000_000));
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** The command line (and DATABASE_URL), checked: a bad value is a UsageError naming it. */
export function parseBenchOptions(args: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseCommandLine({
    args,
    options: {
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      sizes: { type: 'string', default: '1000,100000' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'] ?? (env.DATABASE_URL || undefined);
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/.+/.test(databaseUrl))
    throw new UsageError('--database-url must be a postgres:// URL');
  return {
    seconds: wholeNumber('seconds', values.seconds, 1, 3600),
    connections: wholeNumber('connections', values.connections, 1, 10_000),
    sizes: sizeList(values.sizes),
    only: values.only === undefined ? null : endpointList(values.only),
    databaseUrl,
  };
}
