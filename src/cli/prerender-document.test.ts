import { describe, expect, it } from 'vitest';
import { pageDocument } from './prerender-document';

const template = [
  '<!doctype html><html lang="en"><head><title>Ferry</title>',
  '<script type="application/json" id="ferry-route-chunks">[]</script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('a prerendered page’s document', () => {
  it('carries the page, its language and direction, and an escaped title', () => {
    const doc = pageDocument(template, 'ar', {
      html: '<h1>US$ 5 — $& $1</h1>',
      title: 'A <b> & B · Ferry',
    });
    expect(doc).toContain('<html lang="ar" dir="rtl">');
    expect(doc).toContain('<title>A &lt;b> &amp; B · Ferry</title>');
    // Dollar signs are text, not replacement patterns.
    expect(doc).toContain(
      '<div id="root" inert data-prerendered="ar"><h1>US$ 5 — $& $1</h1></div>',
    );
  });

  it('says on #root what a variant assumed, for the browser to assume it too', () => {
    const doc = pageDocument(template, 'en', { html: '<h1>x</h1>', title: 'Ferry' }, 'signed-out');
    expect(doc).toContain(
      '<div id="root" inert data-prerendered="en" data-prerendered-assumes="signed-out"><h1>x</h1></div>',
    );
  });

  it('leaves its scripts for theme-init.js to start once the page is painted', () => {
    const doc = pageDocument(template, 'en', { html: '<h1>x</h1>', title: 'Ferry' });
    expect(doc).not.toContain('type="module"');
    expect(doc).not.toContain('rel="modulepreload"');
    expect(doc).toContain(
      '<script type="text/plain" data-after-paint data-src="/assets/index-1.js"></script>',
    );
    expect(doc).toContain(
      '<meta name="ferry-module" data-after-paint data-href="/assets/runtime-1.js">',
    );
    expect(doc).toContain('id="ferry-route-chunks" data-after-paint');
  });

  it('refuses a template with no empty #root to draw into', () => {
    expect(() =>
      pageDocument('<html lang="en"><body></body></html>', 'en', { html: '', title: '' }),
    ).toThrow('index.html has no empty #root');
  });
});
