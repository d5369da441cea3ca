import { useSyncExternalStore } from 'react';
import { embeddedService, type EmbeddedServiceSetting } from './embedded-service';

const never = () => () => {};

/**
 * The page's embedded-service setting in a component: hydration first renders what the server
 * rendered (the real-service page, which has no setting to read), then the page's own.
 */
export function useEmbeddedService(): EmbeddedServiceSetting | undefined {
  return useSyncExternalStore(never, embeddedService, () => undefined);
}
