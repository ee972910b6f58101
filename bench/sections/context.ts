import type { FakeProvider } from '../../test/fake-provider.js';
import type { Figure } from '../report.js';
import type { ServerUnderTest } from '../server-process.js';

/** What every section gets: the project, the fake provider, the built server and the report. */
export interface BenchContext {
  root: string;
  provider: FakeProvider;
  server: ServerUnderTest;
  figures: Figure[];
  details: string[];
  /** Runs `run` as the section `name`, unless BENCH_ONLY leaves it out. */
  section(name: string, run: () => Promise<void>): Promise<void>;
}
