// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { primedAnswersElement } from '../lib/primed-answers-element';
import { PRIMED_FOR_MS, withPrimedAnswers } from './primed-answers';

const network = vi.fn(async () => new Response('{"from":"network"}'));
const fetchThrough = withPrimedAnswers(network as unknown as typeof fetch);
const read = async (res: Response) => (await res.json()) as unknown;

/** The document as the BFF sends a tracker: the answers element after the page. */
function pageCarries(answers: Record<string, string>) {
  document.body.insertAdjacentHTML('beforeend', primedAnswersElement(answers));
}

beforeEach(() => {
  network.mockClear();
  vi.spyOn(performance, 'now').mockReturnValue(800);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('answers a page came with', () => {
  const path = '/api/v1/transfers/0xab';

  it('answer the page’s first GET of their path, once, without the network', async () => {
    pageCarries({ [path]: '{"orderId":"0xab","amount":"25000000"}' });
    const first = await fetchThrough(path, { method: 'GET' });
    expect(first.status).toBe(200);
    expect(await read(first)).toEqual({ orderId: '0xab', amount: '25000000' });
    expect(network).not.toHaveBeenCalled();
    // The element is gone from the page: nothing else reads it again.
    expect(document.getElementById('ferry-primed-answers')).toBeNull();

    expect(await read(await fetchThrough(path, { method: 'GET' }))).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never answer another path, another method, or a page older than their time', async () => {
    pageCarries({ [path]: '{"orderId":"0xab"}', '/api/other': '{}' });
    await fetchThrough('/api/v1/transfers/0xcd', { method: 'GET' });
    await fetchThrough(path, { method: 'POST', body: '{}' });
    expect(network).toHaveBeenCalledTimes(2);
    vi.spyOn(performance, 'now').mockReturnValue(PRIMED_FOR_MS + 1);
    expect(await read(await fetchThrough('/api/other', { method: 'GET' }))).toEqual({
      from: 'network',
    });
  });

  it('keep text that looks like markup inside the page, and give it back as it was', async () => {
    const sneaky = '{"note":"</script><script>alert(1)</script><!--"}';
    const element = primedAnswersElement({ [path]: sneaky });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    pageCarries({ [path]: sneaky });
    expect(await read(await fetchThrough(path))).toEqual(JSON.parse(sneaky));
  });

  it('leave the page to ask for itself when the element cannot be read', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="ferry-primed-answers">{not json</script>',
    );
    expect(await read(await fetchThrough(path))).toEqual({ from: 'network' });
  });
});
