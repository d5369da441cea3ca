// Answers the server sent inside the page it drew: a tracker's document carries the transfer's
// record, asked by the BFF as it sent the page (src/server/bff/page-answers.ts; the element's
// form is src/lib/primed-answers-element.ts). The page's first GET of the same path is answered
// from here instead of the network, so the transfer is on screen as soon as the page runs. Each
// answer serves once, and only in the page's first seconds: later asks go to the network.
import { nextTask } from '../lib/next-task';
import { PRIMED_ANSWERS_ID } from '../lib/primed-answers-element';

/** How long after the page started an answer it carried is still taken as the page's own. */
export const PRIMED_FOR_MS = 30_000;

const primed = new Map<string, unknown>();

/** Moves the page's answers, if it carries any, out of the document and into `primed`. */
function readDocument(): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(PRIMED_ANSWERS_ID);
  if (!element) return;
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent ?? '');
    if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) return;
    for (const [path, body] of Object.entries(answers)) primed.set(path, body);
  } catch {
    // Not readable: the page asks for itself.
  }
}

/** `fetcher`, with the page's first GET of a path it carries an answer for answered at once. */
export function withPrimedAnswers(fetcher: typeof fetch): typeof fetch {
  return (input, init) => {
    const method = init?.method?.toUpperCase() ?? 'GET';
    if (typeof input === 'string' && method === 'GET') {
      readDocument();
      const fresh = performance.now() < PRIMED_FOR_MS;
      const body = primed.get(input);
      primed.delete(input);
      if (fresh && body !== undefined) {
        // In a task of its own, as a network answer would come: drawing the transfer then
        // does not lengthen the task that took the page over.
        return nextTask().then(
          () =>
            new Response(JSON.stringify(body), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
        );
      }
    }
    return fetcher(input, init);
  };
}
