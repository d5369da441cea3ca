import { expect, it } from 'vitest';
import { cn } from './cn';

it('joins truthy class names and skips the rest', () => {
  expect(cn('a', false, undefined, null, 0, '', 'b')).toBe('a b');
});
