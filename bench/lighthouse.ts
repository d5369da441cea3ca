// (j) Lighthouse 12 (npm `lighthouse`) on each page, its default mobile settings (a mid-range
// phone on a slow 4G network, simulated), in Debian's Chromium: the four category scores and
// the paint, blocking and layout-shift figures, against the targets of a first visit that is
// fast on a phone. Its CLI runs in a process of its own, one page at a time, 30-60 s a page
// on two cores; simulated throttling keeps scores within a few points from run to run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumExecutable, type PageToVisit } from './first-visit';

export const LIGHTHOUSE_VERSION = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  lcpMs: 2_000,
  tbtMs: 200,
  cls: 0.02,
};

export interface LighthouseResult extends PageToVisit {
  /** 0-100 each. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the best-practices category that did not pass: id, title, and what it saw. */
  bestPracticeFailures: { id: string; title: string; found: string[] }[];
  /** Lighthouse's own warnings about the run (e.g. a page that never went quiet). */
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU (its "CPU/Memory Power"). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuMultiplier: number;
}

/** Lighthouse's default CPU slowdown, for a machine it calls a high-end desktop. */
export const DEFAULT_CPU_MULTIPLIER = 4;

/**
 * The CPU slowdown that makes this machine the phone Lighthouse's default makes of a high-end
 * desktop. Its documentation (docs/throttling.md, "Calibrating the CPU slowdown") says the
 * default 4× takes a machine of benchmarkIndex 1,500–2,000 to a mid-tier phone, and to lower it
 * on a weaker one; Lighthouse warns when the machine is weaker than it expects. Scaled from the
 * middle of that range, kept between 1× and 4×.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const scaled = (DEFAULT_CPU_MULTIPLIER * benchmarkIndex) / 1_750;
  return Math.round(Math.min(DEFAULT_CPU_MULTIPLIER, Math.max(1, scaled)) * 10) / 10;
}

interface Lhr {
  categories: Record<
    Category,
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

export function meetsTargets(r: LighthouseResult): boolean {
  return (
    r.scores.performance >= TARGETS.performance &&
    r.scores.accessibility >= TARGETS.accessibility &&
    r.scores['best-practices'] >= TARGETS['best-practices'] &&
    r.lcpMs <= TARGETS.lcpMs &&
    r.tbtMs <= TARGETS.tbtMs &&
    r.cls <= TARGETS.cls
  );
}

/** `cpuMultiplier`: Lighthouse's default slowdown unless given. */
export async function lighthousePages(base: string, pages: PageToVisit[], cpuMultiplier?: number) {
  const results: LighthouseResult[] = [];
  for (const page of pages) results.push(await lighthouseOnce(base, page, cpuMultiplier));
  return results;
}

/**
 * One run a page, asked again once when Lighthouse fails to record it: on a busy machine its
 * trace sometimes misses the navigation (NO_NAVSTART) or the first paint (NO_FCP), and one such
 * page stopped the whole bench.
 */
async function lighthouseOnce(
  base: string,
  page: PageToVisit,
  cpuMultiplier?: number,
): Promise<LighthouseResult> {
  try {
    return await lighthouse(base, page, cpuMultiplier);
  } catch (err) {
    console.log(`Lighthouse failed on ${page.name} (${(err as Error).message}); running it again`);
    return lighthouse(base, page, cpuMultiplier);
  }
}

async function lighthouse(
  base: string,
  page: PageToVisit,
  cpuMultiplier?: number,
): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          cli,
          base + page.path,
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
          ...(cpuMultiplier === undefined
            ? []
            : [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`]),
        ],
        { env: { ...process.env, CHROME_PATH: chromiumExecutable() }, stdio: 'inherit' },
      );
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`)),
      );
    });
    return readResult(page, JSON.parse(readFileSync(report, 'utf8')) as Lhr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readResult(page: PageToVisit, lhr: Lhr): LighthouseResult {
  const score = (c: Category) => Math.round((lhr.categories[c].score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    ...page,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bestPracticeFailures: lhr.categories['best-practices'].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({
        id: ref.id,
        title: lhr.audits[ref.id]!.title,
        found: (lhr.audits[ref.id]!.details?.items ?? []).map((item) =>
          String(item.issueType ?? item.description ?? item.source ?? ''),
        ),
      })),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}
