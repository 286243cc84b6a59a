import { describe, expect, it } from 'vitest';
import { fileNameOf, lineBreaksIn } from './file-name';

describe('the export file name', () => {
  it('reads filename* before filename, and falls back', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''Acme%20Steps.csv`, 'x.csv')).toBe('Acme Steps.csv');
    expect(fileNameOf('attachment; filename="acme-steps-2026-12-01.csv"', 'x.csv')).toBe('acme-steps-2026-12-01.csv');
    expect(fileNameOf('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
    expect(fileNameOf('attachment', 'x.csv')).toBe('x.csv');
  });

  it('counts rows by their line breaks', () => {
    expect(lineBreaksIn(new TextEncoder().encode('a,b\n1,2\n'))).toBe(2);
  });
});
