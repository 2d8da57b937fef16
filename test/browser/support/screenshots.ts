import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far a screenshot may stray from its baseline. `threshold` is pixelmatch's per-pixel colour distance (0–1;
 * anti-aliased pixels are not counted at all); `maxDiffRatio` the share of pixels that may still differ, so a
 * glyph rendered a shade differently passes while a moved control, a changed colour or a new line does not.
 */
export const screenshotTolerance = { threshold: 0.1, maxDiffRatio: 0.0002 };

/** Where baselines live (committed) and where a run writes what it saw when they differ. */
export interface ScreenshotDirs {
  /** test/browser/__screenshots__: `<name>.png`, one per story and width. */
  baselineDir: string;
  /** test-results/screenshots: `<name>.png` (what this run saw), `<name>.diff.png`, `<name>.expected.png`. */
  resultDir: string;
}

/** What {@link matchScreenshot} found: nothing to report, a baseline written, or why it does not match. */
export type ScreenshotOutcome =
  | { kind: 'match' }
  | { kind: 'updated'; why: string }
  | { kind: 'mismatch'; why: string };

function decode(data: Buffer): PNG {
  return PNG.sync.read(data);
}

/**
 * Compares a screenshot with its committed baseline `<name>.png`. Differences (or a missing baseline) are a
 * mismatch, with what was seen, the baseline and a diff image (changed pixels in red) written to the result
 * folder; with `update`, the screenshot becomes the baseline instead (a deliberate step: see README).
 */
export async function matchScreenshot(
  actual: Buffer,
  name: string,
  { baselineDir, resultDir }: ScreenshotDirs,
  update: boolean,
): Promise<ScreenshotOutcome> {
  const baselinePath = join(baselineDir, `${name}.png`);
  const expected = await readFile(baselinePath).catch(() => undefined);
  const why = expected ? difference(decode(actual), decode(expected)) : 'no baseline yet';
  if (why === undefined) {
    // An update makes the baseline exactly what is seen now, so that differences within the tolerance do not
    // add up over later updates; an identical rendering leaves the file as it is.
    if (!update || !expected || samePixels(decode(actual), decode(expected))) return { kind: 'match' };
    await writeFile(baselinePath, actual);
    return { kind: 'updated', why: 'within the tolerance, not the same pixels' };
  }
  if (update) {
    await mkdir(dirname(baselinePath), { recursive: true });
    await writeFile(baselinePath, actual);
    return { kind: 'updated', why };
  }
  await mkdir(resultDir, { recursive: true });
  await writeFile(join(resultDir, `${name}.png`), actual);
  if (expected) {
    await writeFile(join(resultDir, `${name}.expected.png`), expected);
    const diff = diffImage(decode(actual), decode(expected));
    if (diff) await writeFile(join(resultDir, `${name}.diff.png`), PNG.sync.write(diff));
  }
  const files = expected ? `${name}.png, ${name}.expected.png, ${name}.diff.png` : `${name}.png`;
  return {
    kind: 'mismatch',
    why: `screenshot ${name}: ${why} (see ${files} in ${resultDir}; after a deliberate change of the look, npm run test:browser -- --update-screenshots)`,
  };
}

/** Why two images differ beyond {@link screenshotTolerance}, or undefined when they do not. */
function difference(actual: PNG, expected: PNG): string | undefined {
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`;
  }
  const changed = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, {
    threshold: screenshotTolerance.threshold,
  });
  const allowed = Math.floor(actual.width * actual.height * screenshotTolerance.maxDiffRatio);
  return changed > allowed ? `${changed} pixels differ (at most ${allowed} may)` : undefined;
}

/** Whether two images have the same size and the same pixels. */
function samePixels(actual: PNG, expected: PNG): boolean {
  return (
    actual.width === expected.width && actual.height === expected.height && actual.data.equals(expected.data)
  );
}

/** The diff image of two screenshots; of different sizes, over the area both cover. */
function diffImage(actual: PNG, expected: PNG): PNG | undefined {
  const width = Math.min(actual.width, expected.width);
  const height = Math.min(actual.height, expected.height);
  if (width === 0 || height === 0) return undefined;
  const crop = (image: PNG) => {
    if (image.width === width && image.height === height) return image.data;
    const out = new PNG({ width, height });
    PNG.bitblt(image, out, 0, 0, width, height, 0, 0);
    return out.data;
  };
  const diff = new PNG({ width, height });
  pixelmatch(crop(actual), crop(expected), diff.data, width, height, {
    threshold: screenshotTolerance.threshold,
  });
  return diff;
}

/**
 * Baselines no check of this run produced (a story renamed or removed): listed so a full run fails on them,
 * and deleted when the run updates the baselines.
 */
export async function staleBaselines(
  baselineDir: string,
  produced: ReadonlySet<string>,
  remove: boolean,
): Promise<string[]> {
  const files = await readdir(baselineDir).catch(() => [] as string[]);
  const stale = files.filter((file) => file.endsWith('.png') && !produced.has(file.slice(0, -'.png'.length)));
  if (remove) await Promise.all(stale.map((file) => rm(join(baselineDir, file))));
  return stale;
}
