import type { ReportRun } from '@wellway/contracts';
import { describe, expect, it } from 'vitest';
import { nextPageOf, REPORT_PAGE_SIZE, totalOf } from './run-report';

const page = (rows: number, hasMore: boolean, total: number | null = hasMore ? null : rows): ReportRun => ({
  data: { fields: ['First Name'], rows: Array.from({ length: rows }, (_, index) => [`P${index}`]) },
  has_more: hasMore,
  total_rows: total,
  aggregated: false,
  privacy_floor: 5,
  notice: null,
});

describe('the next page of a report run (spec 3 §9: 20 more per scroll)', () => {
  it('asks for one more while the last page said more rows follow', () => {
    expect(nextPageOf([])).toBeNull();
    expect(nextPageOf([page(REPORT_PAGE_SIZE, true)])).toBe(2);
    expect(nextPageOf([page(20, true), page(20, true)])).toBe(3);
    expect(nextPageOf([page(20, true), page(20, true), page(5, false, 45)])).toBeNull();
    expect(nextPageOf([page(20, true), page(20, false, 40)])).toBeNull();
    expect(nextPageOf([page(20, true, 45), page(20, true, 45)])).toBe(3);
  });
});

describe('the "of N rows" of a report run', () => {
  it('takes the last page’s total (the end reached, or groups), else the count, else none', () => {
    expect(totalOf([page(20, true)], undefined)).toBeNull();
    expect(totalOf([page(20, true)], 45)).toBe(45);
    expect(totalOf([page(20, true), page(20, true), page(5, false, 45)], undefined)).toBe(45);
    expect(totalOf([page(20, true, 120)], undefined)).toBe(120);
    expect(totalOf([], 3)).toBe(3);
  });
});
