import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './strip-default-messages';

/** The source with runs of spaces shown as one, to compare what is left. */
const squeezed = (code: string) => code.replace(/ +/g, ' ');

describe('stripDefaultMessages', () => {
  it('leaves out the English text and description of descriptors, keeping every position', () => {
    const source = [
      "const m = defineMessage({ id: 'bridge.title', defaultMessage: 'Move tokens — now' });",
      'const n = defineMessages({',
      "  fee: { id: 'bridge.fee', description: 'A fee', defaultMessage: `Fee {amount}` },",
      '});',
      "t.formatMessage({ defaultMessage: 'Hello', id: 'hello' }, { name });",
    ].join('\n');
    const out = stripDefaultMessages(source, 'ts');
    expect(out).toHaveLength(source.length);
    expect(out.split('\n').map((line) => line.length)).toEqual(
      source.split('\n').map((line) => line.length),
    );
    expect(squeezed(out)).toBe(
      [
        "const m = defineMessage({ id: 'bridge.title', });",
        'const n = defineMessages({',
        " fee: { id: 'bridge.fee', },",
        '});',
        "t.formatMessage({ id: 'hello' }, { name });",
      ].join('\n'),
    );
  });

  it('leaves out the defaultMessage attribute of an element with an id', () => {
    const source = `const a = <T id="x.y" defaultMessage="Hi <b>{name}</b>" values={{ name }} />;`;
    expect(squeezed(stripDefaultMessages(source, 'tsx'))).toBe(
      'const a = <T id="x.y" values={{ name }} />;',
    );
  });

  it('keeps objects that are not message descriptors as they are', () => {
    const source = [
      "const chain = { id: 'base', description: 'An L2' };",
      "const copy = { defaultMessage: 'no id here' };",
    ].join('\n');
    expect(stripDefaultMessages(source, 'ts')).toBe(source);
  });

  it('reads multi-line descriptors and keeps their line breaks', () => {
    const source = [
      't.formatMessage({',
      "  id: 'long',",
      '  defaultMessage:',
      "    'A long sentence ' + 'joined',",
      '});',
    ].join('\n');
    const out = stripDefaultMessages(source, 'ts');
    expect(out.split('\n')).toHaveLength(5);
    expect(out).not.toContain('sentence');
    expect(out).toContain("id: 'long',");
  });
});
