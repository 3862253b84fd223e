// Type checks both adapters apply to every written and compared value (src/server/store/column-values.ts).
// The contract pins the error codes for the schema's columns; this pins the write/filter difference and
// the wording, on column specs the schema does not have (a float).
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '#/server/schema.ts';
import { normaliseDatetime, typedValue } from '#/server/store/column-values.ts';
import { StoreError } from '#/server/store/port.ts';

const integer: ColumnSpec = { type: 'integer', required: true };
const float: ColumnSpec = { type: 'float', required: false };
const when: ColumnSpec = { type: 'datetime', required: false };

describe('typedValue', () => {
  it('lets a filter compare an integer column with a fraction, but never writes one', () => {
    expect(typedValue('user_points', 'points', integer, 2.5, 'filter')).toBe(2.5);
    expect(() => typedValue('user_points', 'points', integer, 2.5, 'write')).toThrow('user_points.points must be an integer, got 2.5');
    expect(typedValue('user_points', 'points', float, 2.5, 'write')).toBe(2.5);
  });

  it('refuses null only when written to a required column', () => {
    expect(() => typedValue('user_points', 'points', integer, null, 'write')).toThrow('user_points.points is required and cannot be null');
    expect(typedValue('user_points', 'points', integer, null, 'filter')).toBeNull();
    expect(typedValue('user_points', 'points', float, null, 'write')).toBeNull();
  });

  it('words the refusal for what the value was for, and keeps what was given', () => {
    expect(() => typedValue('users', 'bio', float, Number.NaN, 'write')).toThrow('users.bio must be a finite number, got null');
    expect(() => typedValue('users', 'bio', float, '3', 'filter')).toThrow('users.bio must be compared with a finite number, got "3"');
    expect(() => typedValue('users', 'bio', when, undefined, 'write')).toThrow(StoreError);
  });

  it('normalises datetimes to UTC toISOString form and refuses loose dates', () => {
    expect(typedValue('users', 'lastActive', when, '2024-05-06', 'write')).toBe('2024-05-06T00:00:00.000Z');
    expect(normaliseDatetime('x', '2024-05-06T09:08:09+02:00')).toBe('2024-05-06T07:08:09.000Z');
    expect(normaliseDatetime('x', '2024-05-06 07:08')).toBe('2024-05-06T07:08:00.000Z');
    expect(() => normaliseDatetime('users.lastActive', 'May 6, 2024')).toThrow('users.lastActive must be an ISO 8601 datetime, got "May 6, 2024"');
  });
});
