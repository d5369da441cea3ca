// The languages Ferry ships stay complete and consistent: English is what the code says, every
// other language has every message with the same placeholders, plurals and tags, every
// catalogue compiles, the pseudo-locale transforms every message, and the domain's words are
// said one way (glossary.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractedEnglish } from '../../build/extract-messages';
import {
  catalogueAreas,
  catalogueFiles,
  compileCatalogue,
  formatjs,
  langDir,
} from '../../build/message-catalogues';
import { LOCALES, PSEUDO_LOCALE } from './locales';

/** A language's messages over all areas. */
const catalogue = (locale: string) =>
  Object.assign(
    {},
    ...catalogueFiles(locale).map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>;
const english = catalogue('en');
const translated = LOCALES.map((l) => l.code).filter((code) => code !== 'en');

describe('the message catalogues', () => {
  it('hold in English exactly the messages the code has, by area (npm run i18n:extract writes them)', () => {
    const extracted = extractedEnglish();
    expect(catalogueAreas()).toEqual([...extracted.keys()].sort());
    for (const [area, text] of extracted)
      expect(readFileSync(path.join(langDir, area, 'en.json'), 'utf8'), area).toBe(text);
  });

  it('have every message in every language, with the same placeholders, plurals and tags', () => {
    const reports: string[] = [];
    for (const area of catalogueAreas()) {
      const files = LOCALES.map((l) => path.join(langDir, area, `${l.code}.json`));
      try {
        formatjs([
          'verify',
          '--source-locale',
          'en',
          '--missing-keys',
          '--extra-keys',
          '--structural-equality',
          ...files,
        ]);
      } catch (err) {
        // The CLI reports on stderr and exits 1; a missing file throws before it runs.
        const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
        reports.push(`${area}: ${`${stdout}${stderr}`.trim() || String(err)}`);
      }
    }
    expect(reports).toEqual([]);
  });

  it('compile in every language, and the pseudo-locale changes every message', () => {
    for (const { code } of LOCALES) expect(() => compileCatalogue(code)).not.toThrow();
    const plain = JSON.parse(compileCatalogue('en')) as Record<string, unknown>;
    const pseudo = JSON.parse(compileCatalogue(PSEUDO_LOCALE)) as Record<string, unknown>;
    const unchanged = Object.keys(plain).filter(
      (id) => JSON.stringify(plain[id]) === JSON.stringify(pseudo[id]),
    );
    expect(unchanged).toEqual([]);
  });

  it('say each word of the glossary the same way in every language', () => {
    const { terms } = JSON.parse(
      readFileSync(path.join(langDir, '..', 'glossary.json'), 'utf8'),
    ) as {
      terms: ({ term: string; en: string } & Record<string, string | string[]>)[];
    };
    const strays: string[] = [];
    for (const term of terms) {
      const pattern = new RegExp(term.en, 'i');
      for (const locale of translated) {
        const forms = term[locale] as string[];
        const messages = catalogue(locale);
        for (const [id, text] of Object.entries(english)) {
          if (!pattern.test(text)) continue;
          const translation = messages[id] ?? '';
          if (!forms.some((form) => translation.toLowerCase().includes(form.toLowerCase())))
            strays.push(
              `${locale} ${id}: "${translation}" says "${term.term}" without ${forms.join(' / ')}`,
            );
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('point no arrow against the reading of a right-to-left language', () => {
    // "{origin} → {destination}" read from the right points back at the origin: a right-to-left
    // language says it in words or with "←".
    const backwards = LOCALES.filter((l) => l.dir === 'rtl').flatMap(({ code }) =>
      Object.entries(catalogue(code))
        .filter(([, text]) => /[→⇒⟶➔➜]/.test(text))
        .map(([id, text]) => `${code} ${id}: ${text}`),
    );
    expect(backwards).toEqual([]);
  });
});
