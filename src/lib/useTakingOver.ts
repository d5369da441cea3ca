import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const server = () => true;
const browser = () => false;

/**
 * True while a page is drawn on a server and while React takes that page over in the browser
 * (React reads the server's snapshot then); false in every other render. What only the browser
 * knows (its time zone, the time now) waits for false, so React finds the page as it was drawn.
 */
export function useTakingOver(): boolean {
  return useSyncExternalStore(noChanges, browser, server);
}
