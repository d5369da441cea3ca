import { describe, expect, it } from 'vitest';
import { bridgeSearchSchema, explorerSearchSchema, parseSearch, stringifySearch } from './search';

const parse = (input: Record<string, unknown>) => bridgeSearchSchema.parse(input);

describe('bridge search params', () => {
  it('keeps a well-formed shared link', () => {
    expect(parse({ from: 8453, to: 56, token: 'USDC', amount: '1.50' })).toEqual({
      from: 8453,
      to: 56,
      token: 'USDC',
      amount: '1.50',
    });
  });

  it('accepts values the router decoded as numbers, without losing digits', () => {
    // The router turns "1.5" into 1.5 only when it prints back the same.
    expect(parse({ from: '10', amount: 1.5 })).toEqual({ from: 10, amount: '1.5' });
  });

  it('drops each bad field instead of failing the page', () => {
    expect(
      parse({ from: 'abc', to: -1, token: '<script>', amount: '1e-21', extra: 'ignored' }),
    ).toEqual({});
    expect(parse({ from: 1.5, to: 42161, amount: '-3' })).toEqual({ to: 42161 });
  });

  it('accepts every amount the form accepts: a leading dot, leading zeros, a trailing dot', () => {
    for (const amount of ['.5', '00012', '12.', '0.5']) {
      expect(parse({ amount })).toEqual({ amount });
    }
    expect(parse({ amount: '.' })).toEqual({});
    expect(parse({ amount: '1,5' })).toEqual({});
  });

  it('keeps the token to receive and exact-output mode, dropping anything else', () => {
    expect(parse({ toToken: 'WETH', exact: 'output' })).toEqual({
      toToken: 'WETH',
      exact: 'output',
    });
    expect(parse({ toToken: '<b>', exact: 'input' })).toEqual({});
  });

  it('keeps gasless mode and drops any other mode', () => {
    expect(parse({ mode: 'gasless' })).toEqual({ mode: 'gasless' });
    expect(parse({ mode: 'turbo' })).toEqual({});
  });

  it('treats an empty search as no prefill', () => {
    expect(parse({})).toEqual({});
  });
});

describe('explorer search params', () => {
  it('keeps the query as text', () => {
    expect(explorerSearchSchema.parse({ q: 12345 })).toEqual({ q: '12345' });
    expect(explorerSearchSchema.parse({ q: 'x'.repeat(500) })).toEqual({});
  });
});

describe('search string', () => {
  it('reads values without losing digits', () => {
    const raw = parseSearch('?from=8453&amount=1.50&token=USDC&to=56');
    expect(raw).toEqual({ from: 8453, amount: '1.50', token: 'USDC', to: 56 });
    expect(bridgeSearchSchema.parse(raw)).toEqual({
      from: 8453,
      to: 56,
      token: 'USDC',
      amount: '1.50',
    });
  });

  it('still reads an older JSON-quoted link', () => {
    expect(parseSearch('?amount=%221.50%22')).toEqual({ amount: '1.50' });
  });

  it('writes plain values', () => {
    expect(stringifySearch({ from: 8453, amount: '1.50', token: 'USDC' })).toBe(
      '?from=8453&amount=1.50&token=USDC',
    );
  });
});
