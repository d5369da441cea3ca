import { Card } from '../../components/ui/Card';

const STEPS = [
  {
    title: 'Pick a route',
    body: 'Choose the token, the chain it is on now, and the chain it should arrive on.',
  },
  {
    title: 'Check the quote',
    body: 'See what arrives, every fee, and how long the quote holds before you commit.',
  },
  {
    title: 'Sign in your wallet',
    body: 'Your wallet shows exactly what you approve. Ferry never holds your keys.',
  },
  {
    title: 'Follow it to the end',
    body: 'Watch each step settle, with a plain answer if anything needs your attention.',
  },
];

/** How a transfer will work, in four steps. */
export function BridgeSteps() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-lg font-semibold">How a transfer will work</h2>
      <ol className="mt-6 space-y-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full border border-accent/30 bg-accent-soft text-sm font-semibold text-accent tabular-nums"
            >
              {index + 1}
            </span>
            <div className="space-y-1">
              <h3 className="font-medium">{step.title}</h3>
              <p className="text-sm text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
