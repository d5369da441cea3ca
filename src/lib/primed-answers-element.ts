// How a page carries the answers it starts with (src/api/primed-answers.ts reads them; the BFF
// writes them as it sends a tracker, src/server/bff/spa.ts): one JSON element, path → answer.
export const PRIMED_ANSWERS_ID = 'ferry-primed-answers';

/**
 * The element, from each path's answer as it came (JSON text, its digits untouched), made safe
 * to sit in HTML: a "<" can only be inside a JSON string, where \u003c reads the same, so
 * nothing in an answer can end the element early.
 */
export function primedAnswersElement(answers: Record<string, string>): string {
  const members = Object.entries(answers).map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  const json = `{${members.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${json}</script>`;
}
