import { describe, expect, it } from 'vitest';
import { rangeProblems, readReportRange, reportRangeQuery } from './report-range';

describe('a report’s range', () => {
  it('opens on the twelve weeks up to today’s, for every channel', () => {
    expect(readReportRange(new URLSearchParams(), '2030-03-20')).toEqual({
      from: '2029-12-31',
      to: '2030-03-18',
      channel: '',
    });
  });

  it('reads the range kept in the URL, each week snapped to its Monday, and ignores what is not one', () => {
    const search = new URLSearchParams('from=2030-01-09&to=2030-03-04&channel=2');
    expect(readReportRange(search, '2030-03-20')).toEqual({
      from: '2030-01-07',
      to: '2030-03-04',
      channel: '2',
    });
    const wrong = new URLSearchParams('from=soon&to=2030-03-04&channel=all');
    expect(readReportRange(wrong, '2030-03-20')).toEqual({
      from: '2029-12-17',
      to: '2030-03-04',
      channel: '',
    });
  });

  it('asks the API with the same range, the channel only when one is chosen', () => {
    expect(reportRangeQuery({ from: '2030-01-07', to: '2030-03-04', channel: '' })).toBe(
      'from=2030-01-07&to=2030-03-04',
    );
    expect(reportRangeQuery({ from: '2030-01-07', to: '2030-03-04', channel: '2' })).toBe(
      'from=2030-01-07&to=2030-03-04&channel=2',
    );
  });

  it('says what is wrong with a range by the API’s own rules, under the last week', () => {
    expect(rangeProblems({ from: '2030-01-07', to: '2030-03-04', channel: '' })).toEqual({});
    expect(rangeProblems({ from: '2030-03-11', to: '2030-03-04', channel: '2' })).toEqual({
      to: 'The first week comes on or before the last.',
    });
    expect(rangeProblems({ from: '2020-01-06', to: '2030-03-04', channel: '' })).toEqual({
      to: 'A report covers at most 261 weeks (five years).',
    });
  });
});
