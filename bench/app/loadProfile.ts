// Where the widget's time to the form goes (bench page with `?profile=load`): after the widget has loaded and
// drawn the form, each step the client and the hooks take on the largest response (the hydrated revision) is
// run again on the bytes it received and timed on its own, on the page's thread: text decoding, JSON parse,
// schema validation, view-model build. Fetching is the load's own call time; what the time from the last
// answer to the form leaves over beyond these steps is rendering (and the smaller responses' handling).
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import { type Installation, installationListSchema } from '../../src/schemas/installation.ts';
import { hydratedRevisionSchema, integrationSchema } from '../../src/schemas/integration.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Times each step on the hydrated revision `repeat` times; medians in ms. */
export async function profileLoad(
  bodies: ReadonlyMap<string, ArrayBuffer>,
  repeat = 7,
): Promise<Record<string, number>> {
  const urls = [...bodies.keys()];
  const hydrateUrl = urls.find((url) => url.includes(':hydrate'));
  const integrationUrl = urls.find((url) => !url.includes(':hydrate') && !url.includes('/installations'));
  const installationsUrl = urls.find((url) => url.includes('/installations'));
  const fetchBody = (url: string | undefined) => {
    const body = url === undefined ? undefined : bodies.get(url);
    if (!body) throw new Error('the load made other calls');
    return body;
  };
  const parseWith = <T>(schema: { parse: (input: unknown) => T }, bytes: ArrayBuffer) =>
    schema.parse(JSON.parse(new TextDecoder().decode(bytes)));
  const integration = parseWith(integrationSchema, fetchBody(integrationUrl));
  const installation: Installation | undefined = parseWith(
    installationListSchema,
    fetchBody(installationsUrl),
  )[0];

  const steps: Record<string, number[]> = {};
  const time = <T>(step: string, run: () => T): T => {
    const start = performance.now();
    const result = run();
    steps[step] = [...(steps[step] ?? []), performance.now() - start];
    return result;
  };
  const body = fetchBody(hydrateUrl);
  for (let n = 0; n < repeat; n++) {
    // For comparison: decoded and parsed in one step (one task), where the client reads text() and parses it.
    const response = new Response(body.slice(0));
    const start = performance.now();
    await response.json();
    steps.responseJsonMs = [...(steps.responseJsonMs ?? []), performance.now() - start];
    const text = time('decodeMs', () => new TextDecoder().decode(body));
    const json = time('jsonParseMs', () => JSON.parse(text) as unknown);
    const hydrated = time('validateMs', () => hydratedRevisionSchema.parse(json));
    // The same validation without the read objects' field lists: what validating each object only when it is
    // opened could save at most, were no object shown at first.
    const content = hydrated.content;
    const withoutFields = {
      ...hydrated,
      content: {
        ...content,
        read: content.read && {
          ...content.read,
          objects: (content.read.objects ?? []).map((object) => ({
            ...object,
            allFieldsMetadata: {},
            optionalFields: [],
          })),
        },
      },
    };
    const bare = JSON.parse(JSON.stringify(withoutFields)) as unknown;
    time('validateWithoutFieldsMs', () => hydratedRevisionSchema.parse(bare));
    const objects = time('buildViewModelsMs', () =>
      buildRevisionObjects(hydrated, integration.latestRevision, installation?.config.content),
    );
    // The field lists are built when an object's editor first needs them (in steps of a few ms, which this
    // times as one): checked entries, field views, the sort by display name.
    time('buildFieldListsMs', () => {
      for (const object of objects.read) while (!object.prepareFields());
    });
  }
  return {
    hydratedBytes: body.byteLength,
    ...Object.fromEntries(Object.entries(steps).map(([step, values]) => [step, median(values)])),
  };
}
