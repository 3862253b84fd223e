// The callable protocol's error model (rule 43, rule 3).
import { describe, expect, it } from 'vitest';
import {
  CALLABLE_CODES,
  CALLABLE_TIMEOUT_MS,
  CallableError,
  MISSING_DATA_MESSAGE,
  NOT_JSON_OBJECT_MESSAGE,
  callableErrorBody,
  codeForHttpStatus,
  codeForStatusString,
  errorFromResponse,
  httpStatusFor,
  statusStringFor,
  type CallableCode,
} from '#/domain/callable-errors.ts';

describe('HTTP status to code, exactly per the error catalogue (rule 43)', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
  ])('%i is %s', (status, code) => {
    expect(codeForHttpStatus(status)).toBe(code);
  });

  it.each([302, 402, 405, 418, 502, 505, 0])('any other status (%i) is unknown', (status) => {
    expect(codeForHttpStatus(status)).toBe('unknown');
  });

  it.each([200, 201, 204, 299])('a 2xx (%i) is ok', (status) => {
    expect(codeForHttpStatus(status)).toBe('ok');
  });
});

describe('errorFromResponse', () => {
  it('a 2xx without an error is no error', () => {
    expect(errorFromResponse(200, { data: 1 })).toBeNull();
    expect(errorFromResponse(204, undefined)).toBeNull();
  });

  it('an error status without a body gives the mapped code, with the code as the message', () => {
    const error = errorFromResponse(500, undefined);
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ code: 'internal', message: 'internal' });
  });

  it('a status outside the table gives unknown', () => {
    expect(errorFromResponse(418, {})).toMatchObject({ code: 'unknown', message: 'unknown' });
  });

  it('a server-supplied status string and message override the HTTP mapping', () => {
    const body = { error: { status: 'INVALID_ARGUMENT', message: 'Bad team size' } };
    expect(errorFromResponse(400, body)).toMatchObject({ code: 'invalid-argument', message: 'Bad team size' });
    expect(errorFromResponse(500, body)).toMatchObject({ code: 'invalid-argument', message: 'Bad team size' });
  });

  it('a server-supplied status string makes a 2xx an error', () => {
    expect(errorFromResponse(200, { error: { status: 'PERMISSION_DENIED', message: 'Not yours' } })).toMatchObject({
      code: 'permission-denied',
      message: 'Not yours',
    });
  });

  it('a server-supplied status without a message uses the code as the message', () => {
    expect(errorFromResponse(500, { error: { status: 'NOT_FOUND' } })).toMatchObject({
      code: 'not-found',
      message: 'not-found',
    });
  });

  it('an unknown server status string falls back to the HTTP mapping', () => {
    expect(errorFromResponse(503, { error: { status: 'TEAPOT' } })).toMatchObject({
      code: 'unavailable',
      message: 'unavailable',
    });
    expect(errorFromResponse(200, { error: { status: 'invalid-argument' } })).toBeNull();
  });

  it('a server message still overrides when the status string is unknown', () => {
    expect(errorFromResponse(400, { error: { status: 'TEAPOT', message: 'Short and stout' } })).toMatchObject({
      code: 'invalid-argument',
      message: 'Short and stout',
    });
  });

  it('a server status of OK cannot turn an error response into success', () => {
    expect(errorFromResponse(500, { error: { status: 'OK' } })).toMatchObject({ code: 'internal' });
  });

  it('server-supplied details are kept', () => {
    expect(
      errorFromResponse(400, { error: { status: 'INVALID_ARGUMENT', message: 'x', details: { field: 'teamSize' } } })
        ?.details,
    ).toEqual({ field: 'teamSize' });
  });

  it('an error that is not an object is ignored', () => {
    expect(errorFromResponse(404, { error: 'nope' })).toMatchObject({ code: 'not-found', message: 'not-found' });
    expect(errorFromResponse(404, [{ error: { status: 'INTERNAL' } }])).toMatchObject({ code: 'not-found' });
  });
});

describe('the server side answers in the same protocol', () => {
  it.each([
    ['ok', 200],
    ['invalid-argument', 400],
    ['failed-precondition', 400],
    ['out-of-range', 400],
    ['unauthenticated', 401],
    ['permission-denied', 403],
    ['not-found', 404],
    ['aborted', 409],
    ['already-exists', 409],
    ['resource-exhausted', 429],
    ['cancelled', 499],
    ['unimplemented', 501],
    ['unavailable', 503],
    ['deadline-exceeded', 504],
    ['internal', 500],
    ['unknown', 500],
    ['data-loss', 500],
  ] as const)('%s is answered with HTTP %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it('every code has an HTTP status that the browser maps back to it, where the table allows', () => {
    for (const code of CALLABLE_CODES) {
      const back = codeForHttpStatus(httpStatusFor(code));
      // Several codes share 400, 409 and 500; the body's status string carries them exactly.
      if (!['failed-precondition', 'out-of-range', 'already-exists', 'unknown', 'data-loss'].includes(code)) {
        expect(back).toBe(code);
      }
    }
  });

  it.each([
    ['ok', 'OK'],
    ['invalid-argument', 'INVALID_ARGUMENT'],
    ['deadline-exceeded', 'DEADLINE_EXCEEDED'],
    ['unauthenticated', 'UNAUTHENTICATED'],
  ] as const)('%s is written %s on the wire', (code, status) => {
    expect(statusStringFor(code)).toBe(status);
  });

  it('every code reads back from its status string', () => {
    for (const code of CALLABLE_CODES) expect(codeForStatusString(statusStringFor(code))).toBe(code);
    expect(codeForStatusString('invalid-argument')).toBeNull();
  });

  it('an error is answered as { error: { status, message, details } }, and the browser reads it back', () => {
    const error = new CallableError('failed-precondition', 'Finish onboarding first', { step: 3 });
    const body = callableErrorBody(error);
    expect(body).toEqual({
      error: { status: 'FAILED_PRECONDITION', message: 'Finish onboarding first', details: { step: 3 } },
    });
    expect(errorFromResponse(httpStatusFor(error.code), body)).toMatchObject({
      code: 'failed-precondition',
      message: 'Finish onboarding first',
      details: { step: 3 },
    });
  });

  it('an error without details is answered without a details field', () => {
    expect(callableErrorBody(new CallableError('not-found', 'No such post'))).toEqual({
      error: { status: 'NOT_FOUND', message: 'No such post' },
    });
  });
});

describe('constants (rules 43, 44)', () => {
  it('the function timeout is 70 000 ms', () => {
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
  });

  it('the response messages read exactly as specified', () => {
    expect(NOT_JSON_OBJECT_MESSAGE).toBe('Response is not valid JSON object.');
    expect(MISSING_DATA_MESSAGE).toBe('Response is missing data field.');
  });

  it('a CallableError is an Error with a code, a message and details', () => {
    const error = new CallableError('internal', 'internal');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CallableError');
    expect(error.code satisfies CallableCode).toBe('internal');
    expect(error.details).toBeUndefined();
  });
});
