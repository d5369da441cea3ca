// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedValue, useStoredValue } from './stored-value';

const KEY = 'ferry.test.colour';
type Colour = 'red' | 'blue';
const isColour = (raw: string): raw is Colour => raw === 'red' || raw === 'blue';
const colour = () =>
  storedValue<Colour>({
    key: KEY,
    fallback: 'red',
    parse: (raw) => (isColour(raw) ? raw : undefined),
  });

/** What another tab does: stores the text, and this tab hears of it through `storage`. */
function otherTab(key: string | null, value: string | null) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

/** Storage that refuses every write (a full quota, Safari's private mode of old). */
function refuseWrites() {
  const refused = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('a stored value', () => {
  it('reads the fallback until something readable is stored', () => {
    const stored = colour();
    expect(stored.read()).toBe('red');
    localStorage.setItem(KEY, 'green');
    expect(stored.read()).toBe('red');
    expect(stored.write('blue')).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('blue');
    expect(stored.read()).toBe('blue');
    stored.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(stored.read()).toBe('red');
  });

  it('stores through its format, and reads text it cannot parse as the fallback', () => {
    const list = storedValue<string[]>({
      key: KEY,
      fallback: [],
      parse: (raw) => {
        const json: unknown = JSON.parse(raw);
        return Array.isArray(json) ? json.map(String) : undefined;
      },
      format: (items) => JSON.stringify(items),
    });
    list.write(['a', 'b']);
    expect(localStorage.getItem(KEY)).toBe('["a","b"]');
    // The same object while the text is the same: a snapshot React can compare.
    expect(list.read()).toBe(list.read());
    localStorage.setItem(KEY, '{not json');
    expect(list.read()).toEqual([]);
  });

  it('holds a refused write for this page and says it was not kept', () => {
    const stored = colour();
    const onChange = vi.fn();
    const stop = stored.subscribe(onChange);
    refuseWrites();
    expect(stored.write('blue')).toBe(false);
    expect(stored.read()).toBe('blue');
    expect(onChange).toHaveBeenCalledTimes(1);
    stored.clear();
    expect(stored.read()).toBe('red');
    stored.write('blue');
    vi.restoreAllMocks();
    // Once storage takes writes again, what is stored counts.
    expect(stored.write('red')).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('red');
    stop();
  });

  it('reads the fallback and holds writes where storage cannot be reached at all', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const stored = colour();
    expect(stored.read()).toBe('red');
    expect(stored.write('blue')).toBe(false);
    expect(stored.read()).toBe('blue');
  });

  it('follows another tab: its writes, its clearing, and a storage cleared whole', () => {
    const stored = colour();
    const onChange = vi.fn();
    const stop = stored.subscribe(onChange);
    otherTab(KEY, 'blue');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(stored.read()).toBe('blue');
    otherTab('ferry.something-else', 'x');
    expect(onChange).toHaveBeenCalledTimes(1);
    otherTab(KEY, null);
    expect(stored.read()).toBe('red');
    otherTab(KEY, 'blue');
    otherTab(null, null);
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(stored.read()).toBe('red');
    stop();
    otherTab(KEY, 'blue');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('lets another tab’s stored choice replace what this page held when storage refused it', () => {
    const stored = colour();
    const stop = stored.subscribe(() => {});
    refuseWrites();
    stored.write('blue');
    vi.restoreAllMocks();
    otherTab(KEY, 'red');
    expect(stored.read()).toBe('red');
    stop();
  });
});

describe('useStoredValue', () => {
  function Swatch({ stored }: { stored: ReturnType<typeof colour> }) {
    const [value, setValue] = useStoredValue(stored);
    return (
      <button type="button" onClick={() => setValue(value === 'red' ? 'blue' : 'red')}>
        {value}
      </button>
    );
  }

  it('re-renders every user of the value on a change here or in another tab', () => {
    const stored = colour();
    render(
      <>
        <Swatch stored={stored} />
        <Swatch stored={stored} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'red' })).toHaveLength(2);
    act(() => screen.getAllByRole('button')[0]!.click());
    expect(screen.getAllByRole('button', { name: 'blue' })).toHaveLength(2);
    act(() => otherTab(KEY, 'red'));
    expect(screen.getAllByRole('button', { name: 'red' })).toHaveLength(2);
  });
});
