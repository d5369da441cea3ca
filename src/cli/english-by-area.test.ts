import { describe, expect, it } from 'vitest';
import { areaImport } from './english-by-area';

const message = "t.formatMessage({ id: 'x.y', defaultMessage: 'Hello' })";

describe('areaImport', () => {
  it("names the catalogue of a file's area: its feature, or its folder of src", () => {
    expect(areaImport('src/features/explorer/ExplorerPage.tsx', message)).toBe(
      'virtual:ferry-messages-area/explorer',
    );
    expect(areaImport('src/features/integrator/fees/FeesTable.tsx', message)).toBe(
      'virtual:ferry-messages-area/integrator',
    );
    expect(areaImport('src/app/layout/Header.tsx', message)).toBe(
      'virtual:ferry-messages-area/app',
    );
  });

  it('names none for a file without messages or an area without a catalogue', () => {
    expect(areaImport('src/features/explorer/format.ts', 'export const a = 1;')).toBeUndefined();
    expect(areaImport('src/i18n/useT.tsx', message)).toBeUndefined();
  });
});
