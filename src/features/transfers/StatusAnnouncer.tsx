import { useEffect, useRef, useState } from 'react';

/**
 * A polite live region that speaks each change of state once ("Status: Delivered. …"), and not
 * the state the page opened with (the heading already says it).
 */
export function StatusAnnouncer({ stateKey, message }: { stateKey?: string; message: string }) {
  const first = useRef<string | undefined>(undefined);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (stateKey === undefined) return;
    if (first.current === undefined) {
      first.current = stateKey;
      return;
    }
    setSpoken(message);
    // Only the state decides when to speak; the message follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="status-announcer"
    >
      {spoken}
    </div>
  );
}
