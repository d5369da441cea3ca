// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../../app/layout/Footer';
import { inLocale, say } from './say';

afterEach(cleanup);

describe('say and inLocale, the tests’ way to the catalogues', () => {
  it('give a message as a person reads it, in English or another language', () => {
    expect(say('footer.recoveryPhrase')).toBe('Ferry never asks for your recovery phrase.');
    expect(say('footer.recoveryPhrase', undefined, 'es')).toBe(
      'Ferry nunca te pedirá tu frase de recuperación.',
    );
    expect(say('route.announce', { title: 'Bridge' })).toBe('Bridge page');
  });

  it('refuse an id no catalogue has, so a test cannot look for a message that is gone', () => {
    expect(() => say('no.such.message')).toThrow(/no\.such\.message/);
  });

  it('render a tree in another language', () => {
    render(<Footer />, { wrapper: inLocale('zh-CN') });
    expect(screen.getByText(say('footer.recoveryPhrase', undefined, 'zh-CN'))).toBeTruthy();
  });
});
