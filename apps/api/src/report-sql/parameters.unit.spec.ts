import { describe, expect, it } from 'vitest';
import { bindNamedParameters } from './parameters.js';

describe('bindNamedParameters', () => {
  const params = { location_id: 'l-1', reported_on_min: '2026-11-01', site_id: "s'1" };

  it('numbers each named parameter once, in order of first use', () => {
    expect(bindNamedParameters('where a = :location_id and b >= :reported_on_min and c = :location_id', params)).toEqual({
      text: 'where a = $1 and b >= $2 and c = $1',
      values: ['l-1', '2026-11-01'],
    });
  });

  it('binds a known parameter that was not given as null', () => {
    expect(bindNamedParameters('select :reseller_id', params)).toEqual({ text: 'select $1', values: [null] });
  });

  it('leaves casts, unknown names and numbers alone', () => {
    expect(bindNamedParameters('select :site_id::text, x::date, :other, a[1:2]', params)).toEqual({
      text: 'select $1::text, x::date, :other, a[1:2]',
      values: ["s'1"],
    });
  });

  it('never binds inside strings, quoted names, comments or dollar quotes', () => {
    const text = [
      "select ':site_id', 'it''s :site_id', E'\\' :site_id', \":site_id\"",
      '-- :site_id',
      '/* :site_id /* nested */ :site_id */ $q$ :site_id $q$, $$ :site_id $$, :location_id',
    ].join('\n');
    expect(bindNamedParameters(text, params)).toEqual({ text: text.replace(/:location_id$/, '$1'), values: ['l-1'] });
  });

  it('carries a hostile value as a value, never as text', () => {
    const bound = bindNamedParameters('select * from participants where location_id = :location_id', {
      location_id: "x' or '1'='1'; drop table users; --",
    });
    expect(bound.text).toBe('select * from participants where location_id = $1');
  });
});
