import { describe, expect, it } from 'vitest';
import { nginxLocations } from './servers';
import { differingHeaders, headersToCopy } from './site-pages';

describe('headers a baseline sends as ours', () => {
  const ours = {
    'content-security-policy': "default-src 'self'",
    'cache-control': 'public, max-age=0, must-revalidate',
    'x-frame-options': 'DENY',
    etag: '"abc-gz"',
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'gzip',
    'content-length': '100',
    vary: 'Accept-Encoding',
    date: 'today',
    connection: 'keep-alive',
    'set-cookie': ['a=1'],
  };

  it('copies the security set and Cache-Control, not framing, coding or validators', () => {
    expect(headersToCopy(ours)).toEqual({
      'content-security-policy': "default-src 'self'",
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-frame-options': 'DENY',
    });
  });

  it('names the copied headers a baseline lacks or changed', () => {
    const wanted = headersToCopy(ours);
    expect(differingHeaders(wanted, { ...wanted })).toEqual([]);
    expect(differingHeaders(wanted, { 'cache-control': 'no-store', 'x-frame-options': 'DENY' })).toEqual([
      'content-security-policy',
      'cache-control',
    ]);
  });

  it('writes each route as an exact nginx location with our type and headers', () => {
    const conf = nginxLocations([
      { path: '/r0', contentType: 'text/html; charset=utf-8', headers: { 'x-a': 'say "hi"', 'x-var': '$host' } },
    ]);
    expect(conf).toContain('location = /r0 {');
    expect(conf).toContain('default_type "text/html; charset=utf-8";');
    expect(conf).toContain('add_header x-a "say \\"hi\\"";');
    // A value nginx would read as a variable is left out rather than sent changed.
    expect(conf).not.toContain('x-var');
  });
});
