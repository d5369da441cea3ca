// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => {
  vi.unstubAllGlobals();
  // Back to jsdom's own (on Document.prototype): test files share this document.
  delete (document as { execCommand?: unknown }).execCommand;
});

it('falls back to a hidden textarea without the Clipboard API, and leaves nothing behind when that fails too', async () => {
  vi.stubGlobal('isSecureContext', false);
  const execCommand = vi.fn(() => {
    throw new Error('execCommand is not supported');
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  expect(await copyText('0xabc')).toBe(false);
  expect(execCommand).toHaveBeenCalledWith('copy');
  // A textarea left in the page would keep the focus and the text.
  expect(document.querySelector('textarea')).toBeNull();
});
