/** Reads Prometheus text exposition, as a scraper would, so tests can assert exact figures. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? '').matchAll(LABEL)) {
      labels[key!] = raw!.replace(/\\(["\\n])/g, (_all, escaped: string) =>
        escaped === 'n' ? '\n' : escaped,
      );
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with exactly these labels, or undefined. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

/** Every sample of a metric, for checking which label values appear. */
export function samplesOf(samples: Sample[], name: string): Sample[] {
  return samples.filter((sample) => sample.name === name);
}

/** How many observations of a histogram lie above the bucket `le`, or NaN when it is not there. */
export function observationsAbove(samples: Sample[], histogram: string, le: string): number {
  const all = valueOf(samples, `${histogram}_count`) ?? NaN;
  return all - (valueOf(samples, `${histogram}_bucket`, { le }) ?? NaN);
}
