// The page as the BFF sends it on the embedded service (its meta, src/server/bff/spa.ts), for
// tests of what the page does there; `leaveEmbeddedService` puts the real-service page back.
import { EMBEDDED_SERVICE_META, replaceEmbeddedService } from '../embedded-service';

export function onEmbeddedService(clockSpeed = 1): void {
  leaveEmbeddedService();
  const meta = document.createElement('meta');
  meta.name = EMBEDDED_SERVICE_META;
  meta.content = JSON.stringify({ clockSpeed });
  document.head.append(meta);
}

export function leaveEmbeddedService(): void {
  document.head.querySelector(`meta[name="${EMBEDDED_SERVICE_META}"]`)?.remove();
  replaceEmbeddedService(null);
}
