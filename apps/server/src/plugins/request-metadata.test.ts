import { describe, expect, it } from 'vitest';
import { parseRequestMetadata } from './request-metadata.ts';

describe('parseRequestMetadata', () => {
  it('keeps a well-formed header with tracking cookies', () => {
    const header = JSON.stringify({
      timestamp: '2026-11-21T12:00:00.000Z',
      client_user_agent: 'Mozilla/5.0',
      custom_data: { _fbp: 'fb.1.1.2', _fbc: 'fb.1.1.abc' },
    });
    expect(parseRequestMetadata(header)).toEqual({
      timestamp: '2026-11-21T12:00:00.000Z',
      client_user_agent: 'Mozilla/5.0',
      custom_data: { _fbp: 'fb.1.1.2', _fbc: 'fb.1.1.abc' },
    });
  });

  it('treats an empty custom_data as no tracking cookies', () => {
    const header = JSON.stringify({ timestamp: 't', client_user_agent: 'ua', custom_data: [] });
    expect(parseRequestMetadata(header)?.custom_data).toEqual({});
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{oops'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['wrong field types', JSON.stringify({ timestamp: 5, client_user_agent: [] })],
    ['too long', JSON.stringify({ timestamp: 'x'.repeat(5000), client_user_agent: 'ua' })],
  ])('ignores a header that is %s', (_label, header) => {
    expect(parseRequestMetadata(header)).toBeNull();
  });
});
