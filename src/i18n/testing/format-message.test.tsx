// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../../app/layout/Footer';
import { inLocale, formatMessage } from './format-message';

afterEach(cleanup);

describe('formatMessage and inLocale, the tests’ way to the catalogues', () => {
  it('give a message as a person reads it, in English or another language', () => {
    expect(formatMessage('footer.recoveryPhrase')).toBe(
      'Ferry never asks for your recovery phrase.',
    );
    expect(formatMessage('footer.recoveryPhrase', undefined, 'es')).toBe(
      'Ferry nunca te pedirá tu frase de recuperación.',
    );
    expect(formatMessage('route.announce', { title: 'Bridge' })).toBe('Bridge page');
  });

  it('refuse an id no catalogue has, so a test cannot look for a message that is gone', () => {
    expect(() => formatMessage('no.such.message')).toThrow(/no\.such\.message/);
  });

  it('render a tree in another language', () => {
    render(<Footer />, { wrapper: inLocale('zh-CN') });
    expect(
      screen.getByText(formatMessage('footer.recoveryPhrase', undefined, 'zh-CN')),
    ).toBeTruthy();
  });
});
