import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePageWeight } from './page-weight';

let dist: string;
const files: Record<string, string> = {
  'index.html': `<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"><link href="/_astro/extra.css" rel="stylesheet">
<script type="module" src="/_astro/page.js"></script></head><body>
<astro-island uid="1" component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>
<script src="/_astro/gone.js"></script><script src="https://cdn.example.com/x.js"></script></body></html>`,
  'welcome/index.html': '<!doctype html><p>welcome</p>',
  '_astro/site.css': 'body{margin:0}'.repeat(50),
  '_astro/extra.css': '.a{color:red}',
  '_astro/page.js': 'import"./shared.js";console.log(1);',
  '_astro/Island.js': 'import{a as b}from"./shared.js";const lazy=()=>import("./lazy.js");export{b,lazy};',
  '_astro/client.js': 'export{render}from"./react.js";',
  '_astro/react.js': 'export const render=()=>{};'.repeat(100),
  '_astro/shared.js': 'export const a=1;',
  '_astro/lazy.js': 'export const big="x";'.repeat(1000),
};
const gz = (name: string) => zlib.gzipSync(Buffer.from(files[name])).length;

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eng-f-test-dist-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('measurePageWeight', () => {
  it('counts the stylesheets and the static import closure of scripts and islands, not lazy chunks', () => {
    const w = measurePageWeight(dist, '/', Buffer.from(files['index.html']));
    expect(w?.css.files.sort()).toEqual(['_astro/extra.css', '_astro/site.css']);
    expect(w?.js.files.sort()).toEqual([
      '_astro/Island.js',
      '_astro/client.js',
      '_astro/page.js',
      '_astro/react.js',
      '_astro/shared.js',
    ]);
    expect(w?.js.gzip).toBe(
      ['_astro/Island.js', '_astro/client.js', '_astro/page.js', '_astro/react.js', '_astro/shared.js'].reduce(
        (s, f) => s + gz(f),
        0,
      ),
    );
    expect(w?.css.gzip).toBe(gz('_astro/site.css') + gz('_astro/extra.css'));
    expect(w?.html.gzip).toBe(gz('index.html'));
    expect(w?.missing).toEqual(['/_astro/gone.js', 'https://cdn.example.com/x.js']);
  });

  it('measures a page with no assets', () => {
    const w = measurePageWeight(dist, '/welcome', Buffer.from(files['welcome/index.html']));
    expect(w.js.files).toEqual([]);
    expect(w.missing).toEqual([]);
  });
});
