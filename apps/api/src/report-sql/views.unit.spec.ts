import { describe, expect, it } from 'vitest';
import { reportFields } from '@wellway/domain';
import { viewColumns } from './views.js';

describe('the SQL report views', () => {
  it('never meet a report field named like one of their own columns', () => {
    expect(reportFields.map(({ id }) => id).filter((id) => viewColumns.includes(id))).toEqual([]);
  });
});
