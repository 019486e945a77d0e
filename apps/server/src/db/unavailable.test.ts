import { describe, expect, it } from 'vitest';
import { unavailableReason } from './unavailable.ts';

const withCode = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`failed: ${code}`), { code }, extra);
const sqlite = (errcode: number) =>
  Object.assign(new Error('sqlite failed'), { code: 'ERR_SQLITE_ERROR', errcode, errstr: 'x' });

describe('unavailableReason', () => {
  it.each(['57P01', '57P02', '57P03', '08006', '08001', '53100', '53300'])(
    'counts the PostgreSQL code %s as unavailable',
    (code) => expect(unavailableReason(withCode(code))).toBe(code),
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('counts the node-postgres message "%s" as unavailable', (message) =>
    expect(unavailableReason(new Error(message))).toBe(message),
  );

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOSPC', 'EROFS', 'EDQUOT', 'EFBIG', 'EIO'])(
    'counts the system error %s as unavailable',
    (code) => expect(unavailableReason(withCode(code))).toBe(code),
  );

  it.each([
    [5, 'SQLITE_BUSY'],
    [8, 'SQLITE_READONLY'],
    [10, 'SQLITE_IOERR'],
    [778, 'SQLITE_IOERR'], // SQLITE_IOERR_WRITE, an extended code
    [13, 'SQLITE_FULL'],
    [14, 'SQLITE_CANTOPEN'],
  ])('counts SQLite result %i as %s', (errcode, name) => expect(unavailableReason(sqlite(errcode))).toBe(name));

  it('counts a permission error only inside the data directories', () => {
    const inside = withCode('EACCES', { path: '/srv/atrium/data/tmp/upload' });
    const outside = withCode('EACCES', { path: '/etc/atrium/secret' });
    expect(unavailableReason(inside, ['/srv/atrium/data'])).toBe('EACCES');
    expect(unavailableReason(withCode('EPERM', { path: '/srv/atrium/data' }), ['/srv/atrium/data'])).toBe('EPERM');
    expect(unavailableReason(outside, ['/srv/atrium/data'])).toBeUndefined();
    expect(unavailableReason(withCode('EACCES', { path: '/srv/atrium/data-other/x' }), ['/srv/atrium/data'])).toBe(
      undefined,
    );
  });

  it('finds the reason in a cause or in an AggregateError', () => {
    expect(unavailableReason(new Error('wrapped', { cause: withCode('57P01') }))).toBe('57P01');
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(unavailableReason(refused)).toBe('ECONNREFUSED');
  });

  it('leaves ordinary failures alone', () => {
    expect(unavailableReason(new Error('boom'))).toBeUndefined();
    expect(unavailableReason(withCode('23505'))).toBeUndefined(); // unique violation
    expect(unavailableReason(withCode('22P02'))).toBeUndefined(); // invalid text representation
    expect(unavailableReason(sqlite(19))).toBeUndefined(); // SQLITE_CONSTRAINT
    expect(unavailableReason(sqlite(1))).toBeUndefined(); // SQLITE_ERROR
    expect(unavailableReason(withCode('ENOENT'))).toBeUndefined();
    expect(unavailableReason('a string')).toBeUndefined();
    expect(unavailableReason(undefined)).toBeUndefined();
  });

  it('does not loop on a cause that points back at itself', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(unavailableReason(a)).toBeUndefined();
  });
});
