import { QueryFailedError } from 'typeorm';
import { toApiErrorBody } from './api-exception.filter';

const queryFailed = (code: string) => new QueryFailedError('INSERT ...', [], Object.assign(new Error('driver'), { code }));

describe('toApiErrorBody for PostgreSQL errors', () => {
  it('answers a data exception (22xxx, such as a NUL byte) with 400: the request held the bad value', () => {
    expect(toApiErrorBody(queryFailed('22021'))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request holds a value that cannot be stored',
    });
    expect(toApiErrorBody(queryFailed('22P02')).statusCode).toBe(400);
  });

  it('keeps 503 for an unreachable database and 500 for anything else', () => {
    expect(toApiErrorBody(queryFailed('08006')).statusCode).toBe(503);
    expect(toApiErrorBody(queryFailed('42P01')).statusCode).toBe(500);
    expect(toApiErrorBody(new Error('boom')).statusCode).toBe(500);
  });
});
