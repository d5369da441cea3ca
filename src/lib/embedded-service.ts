// Whether the page talks to the embedded service (the sandbox, nothing real at stake), and how
// fast its clock runs. The BFF writes it into the page (src/server/bff/spa.ts withPageSettings);
// without it the page is on the real service. Read lazily, never at import: the module also runs
// on a server, where there is no page, and a render there shows the real-service page.
import {
  EMBEDDED_SERVICE_META,
  embeddedServiceSetting,
  type EmbeddedServiceSetting,
} from './embedded-service-setting';

export { EMBEDDED_SERVICE_META, type EmbeddedServiceSetting };

let setting: EmbeddedServiceSetting | undefined | null = null;

/** The page's setting, read once on first use; undefined on the real service or with no page. */
export function embeddedService(): EmbeddedServiceSetting | undefined {
  if (setting !== null) return setting;
  setting = undefined;
  if (typeof document === 'undefined') return setting;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EMBEDDED_SERVICE_META}"]`);
  if (!meta) return setting;
  try {
    const parsed = embeddedServiceSetting.safeParse(JSON.parse(meta.content));
    // A setting that does not parse still says the service is the embedded one.
    setting = parsed.success ? parsed.data : { clockSpeed: 1 };
  } catch {
    setting = { clockSpeed: 1 };
  }
  return setting;
}

/** Replaces the page's setting (tests have no page); `null` reads the page again. */
export function replaceEmbeddedService(next: EmbeddedServiceSetting | undefined | null): void {
  setting = next;
}
