import { embeddedService, type EmbeddedServiceSetting } from './embedded-service';
import { useHydrating } from './useHydrating';

/**
 * The page's embedded-service setting in a component: hydration first renders what the server
 * rendered (the real-service page, which has no setting to read), then the page's own.
 */
export function useEmbeddedService(): EmbeddedServiceSetting | undefined {
  return useHydrating() ? undefined : embeddedService();
}
