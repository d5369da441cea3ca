import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileDefaultMessages } from './compile-default-messages';

const compiled = (code: string, lang: 'ts' | 'tsx' = 'ts') =>
  compileDefaultMessages(code, lang)?.code;

describe('compileDefaultMessages', () => {
  it('writes each English text in its parsed form and leaves out descriptions', () => {
    const source = [
      "const m = defineMessage({ id: 'bridge.title', defaultMessage: 'Move tokens — now' });",
      "const n = defineMessages({ fee: { id: 'bridge.fee', description: 'A fee', defaultMessage: `Fee {amount}` } });",
      "t.formatMessage({ defaultMessage: 'A long ' + 'sentence', id: 'long' }, { name });",
    ].join('\n');
    expect(compiled(source)).toBe(
      [
        `const m = defineMessage({ id: 'bridge.title', defaultMessage: ${JSON.stringify(parse('Move tokens — now'))} });`,
        `const n = defineMessages({ fee: { id: 'bridge.fee', defaultMessage: ${JSON.stringify(parse('Fee {amount}'))} } });`,
        `t.formatMessage({ defaultMessage: ${JSON.stringify(parse('A long sentence'))}, id: 'long' }, { name });`,
      ].join('\n'),
    );
  });

  it('compiles an element’s defaultMessage attribute into an expression', () => {
    const source = `const a = <T id="x.y" defaultMessage="Hi <b>{name}</b>" values={{ name }} />;`;
    expect(compiled(source, 'tsx')).toBe(
      `const a = <T id="x.y" defaultMessage={${JSON.stringify(parse('Hi <b>{name}</b>'))}} values={{ name }} />;`,
    );
  });

  it('gives react-intl text it formats without a parser, plurals and all', () => {
    const code = compiled(
      "const d = { id: 'n', defaultMessage: '{count, plural, one {# deposit} other {# deposits}} for {who}' };",
    )!;
    const defaultMessage = JSON.parse(/defaultMessage: (\[.*\]) \}/.exec(code)![1]!) as ReturnType<
      typeof parse
    >;
    const intl = createIntl({ locale: 'en', messages: {} }, createIntlCache());
    expect(intl.formatMessage({ id: 'n', defaultMessage }, { count: 2, who: 'Ana' })).toBe(
      '2 deposits for Ana',
    );
  });

  it('refuses English that is not literal text, naming the file', () => {
    expect(() =>
      compileDefaultMessages("t.formatMessage({ id: 'x', defaultMessage: words });", 'ts', 'a.ts'),
    ).toThrow('a.ts: a defaultMessage must be literal text (found Identifier)');
  });

  it('leaves objects that are not message descriptors as they are', () => {
    const source = [
      "const chain = { id: 'base', description: 'An L2' };",
      "const copy = { defaultMessage: 'no id here' };",
    ].join('\n');
    expect(compileDefaultMessages(source, 'ts')).toBeUndefined();
  });
});
