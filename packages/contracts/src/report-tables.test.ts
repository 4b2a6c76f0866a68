import { describe, expect, it } from 'vitest';
import { CSV_REPORTS } from './admin-operations.ts';
import { REPORT_TABLES, csvCell, csvRecords } from './report-tables.ts';

describe('a report’s CSV cell', () => {
  it('writes amounts in dollars with two decimals, without a symbol or grouping', () => {
    expect(csvCell('money', 0)).toBe('0.00');
    expect(csvCell('money', 5)).toBe('0.05');
    expect(csvCell('money', 123456)).toBe('1234.56');
    expect(csvCell('money', 123456789)).toBe('1234567.89');
    expect(csvCell('money', -500)).toBe('-5.00');
  });

  it('writes shares as percents with one decimal, counts as they are, and no value as nothing', () => {
    expect(csvCell('percent', 0.125)).toBe('12.5');
    expect(csvCell('percent', 1 / 3)).toBe('33.3');
    expect(csvCell('percent', null)).toBe('');
    expect(csvCell('count', 12000)).toBe('12000');
    expect(csvCell('week', '2030-03-04')).toBe('2030-03-04');
  });

  it('keeps a text a spreadsheet would run as a formula from running', () => {
    for (const risky of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx']) {
      expect(csvCell('text', risky)).toBe(`'${risky}`);
    }
    expect(csvCell('text', 'Chicken, rice')).toBe('Chicken, rice');
    // A week or an instant is the store's own text, never a customer's.
    expect(csvCell('instant', '2030-03-04T12:00:00Z')).toBe('2030-03-04T12:00:00Z');
  });
});

describe('the reports’ tables', () => {
  it('has a table with a title and named columns for every CSV report', () => {
    for (const report of CSV_REPORTS) {
      const table = REPORT_TABLES[report];
      expect(table.title).not.toBe('');
      const headers = table.columns.map((c) => c.header);
      expect(new Set(headers).size, report).toBe(headers.length);
    }
  });

  it('turns a row into its cells in the columns’ order', () => {
    const { header, cells } = csvRecords('cancel-reasons');
    expect(header).toEqual(['Reason', 'Cancellations']);
    expect(cells({ reason: null, count: 3 })).toEqual(['No reason given', '3']);
    expect(cells({ reason: 'Too expensive', count: 2 })).toEqual(['Too expensive', '2']);
  });
});
