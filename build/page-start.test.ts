import { expect, it } from 'vitest';
import { routeChunkTable, withoutStartTags } from './page-start';

const chunk = (fileName: string, facade: string | null, imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  imports,
  isEntry,
});

it("lists each page's chunks and what they import, without those the entry already loads", () => {
  const bundle = {
    'index.js': chunk('index.js', '/app/src/app/main.tsx', ['runtime.js'], true),
    'runtime.js': chunk('runtime.js', null, []),
    'BridgeRoute.js': chunk('BridgeRoute.js', '/app/src/app/routes/BridgeRoute.tsx', [
      'runtime.js',
      'shared.js',
    ]),
    'ExplorerPage.js': chunk('ExplorerPage.js', '/app/src/features/explorer/ExplorerPage.tsx', [
      'shared.js',
    ]),
    'shared.js': chunk('shared.js', null, ['runtime.js']),
    'index.css': { type: 'asset' as const, fileName: 'index.css' },
  };
  const routes = [
    { path: '^/$', modules: ['src/app/routes/BridgeRoute.tsx'] },
    { path: '^/explorer', modules: ['src/features/explorer/ExplorerPage.tsx'] },
  ];
  expect(routeChunkTable(bundle, routes, '/app')).toEqual([
    ['^/$', ['BridgeRoute.js', 'shared.js']],
    ['^/explorer', ['ExplorerPage.js', 'shared.js']],
  ]);
  expect(() =>
    routeChunkTable(bundle, [{ path: '^/x', modules: ['src/app/NotLazy.tsx'] }], '/app'),
  ).toThrow(/no chunk of its own for src\/app\/NotLazy\.tsx/);
});

it("takes Vite's entry script and preload links out of the document, naming what they load", () => {
  const html = [
    '<head><title>Ferry</title>',
    '<script src="/page-start.js"></script>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime-def.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">',
    '</head>',
  ].join('\n');
  const { html: rest, entry, preload } = withoutStartTags(html);
  expect({ entry, preload }).toEqual({
    entry: '/assets/index-abc.js',
    preload: ['/assets/runtime-def.js'],
  });
  // What the page needs before any script stays: the early script and the stylesheet.
  expect(rest).toContain('<script src="/page-start.js"></script>');
  expect(rest).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  expect(rest).not.toMatch(/index-abc|runtime-def/);
  expect(() => withoutStartTags('<head></head>')).toThrow(/no module entry script/);
});
