import { describe, expect, it } from 'vitest';
import { jsonScriptText } from './json-ld';

describe('jsonScriptText', () => {
  it('cannot close its script element, and still parses to the same value', () => {
    const value = { '@type': 'Product', name: 'Cups </script><script>alert(1)</script> & <b>lids</b>' };
    const text = jsonScriptText(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
