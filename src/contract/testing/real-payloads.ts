// The corpus of real payloads (real-payloads/<row>/<name>.json): responses of the real service
// found in public sources, each naming its repository, path and commit. Tests parse them through
// the endpoint table (real-payloads.test.ts) and hold the embedded service to their shapes
// (src/server/service/catalogue/real-shapes-http.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import type { EndpointId } from '../endpoints';

export interface RealPayload {
  /** folder/name, e.g. "swap-approval/oas-example". */
  file: string;
  description: string;
  source: { repository: string; path: string; commit: string; location: string; kind: string };
  /** What was changed on the way in (format, trims), or that values are unchanged. */
  edits: string;
  /** The endpoint-table row whose response schema the payload is checked against. */
  endpoint: EndpointId;
  status: number;
  /** A whole response as the service sent it; false for trimmed or documentation-only ones. */
  complete: boolean;
  /** For incomplete payloads: the paths Ferry's schema refuses, each with why it is missing. */
  gaps?: { path: string; reason: string }[];
  payload: unknown;
}

const root = new URL('./real-payloads/', import.meta.url);

/** Every corpus file, sorted by folder and name. */
export function realPayloads(): RealPayload[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(new URL(`${d.name}/`, root))
        .filter((f) => f.endsWith('.json'))
        .map((f) => {
          const entry = JSON.parse(readFileSync(new URL(`${d.name}/${f}`, root), 'utf8')) as Omit<
            RealPayload,
            'file'
          >;
          return { ...entry, file: `${d.name}/${f.replace(/\.json$/, '')}` };
        }),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}
