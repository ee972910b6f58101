import { median } from '../report.js';
import { type StandInServer, waitUntilIdle } from './server.js';
import { RUNS } from './inputs.js';
import { longList } from './crowd-and-stop.js';
import { streamRecipe } from './stream-recipe.js';

/** A recipe stopped at its first text: how long that took, and its prompt as the server read it. */
export interface FirstText {
  ms: number;
  promptTokens: number;
  /** Tokens of the prompt the server did not evaluate again (a sequence's or a saved state's). */
  reusedTokens: number;
  /** Tokens of them loaded from a saved state, 0 when none was. */
  restoredTokens: number;
  /** Tokens written by the time the stop reached the model (the first text's and any after). */
  outputTokens: number;
  /** CPU time the server used for it, from the request until it was idle again (state saved). */
  cpuMs: number;
}

/** The server's log lines with this message, parsed. */
function logLines(built: StandInServer, message: string): Record<string, number>[] {
  return built.server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`))
    .map((line) => JSON.parse(line) as Record<string, number>);
}

const STOPPED = 'local model stopped writing';
const RESTORED = 'local model state restored';

/**
 * A first text as one client (its own address through the trusted proxy hop), with the counts the
 * server logged for it (before its sequence is given back, so before it is idle again).
 */
async function firstTextAs(built: StandInServer, client: string, body: object): Promise<FirstText> {
  await waitUntilIdle(built.metricsUrl);
  const stoppedBefore = logLines(built, STOPPED).length;
  const restoredBefore = logLines(built, RESTORED).length;
  const cpuBefore = await built.server.cpuSeconds();
  const streamed = await streamRecipe(built.server.apiUrl, body, {
    stopAfter: 1,
    headers: { 'x-forwarded-for': client },
  });
  if (Number.isNaN(streamed.firstTextMs)) {
    throw new Error(`no first text: ${streamed.status} ${streamed.end} ${streamed.code ?? ''}`);
  }
  await waitUntilIdle(built.metricsUrl);
  const cpuMs = ((await built.server.cpuSeconds()) - cpuBefore) * 1000;
  const stopped = logLines(built, STOPPED).slice(stoppedBefore);
  if (stopped.length !== 1) throw new Error(`${stopped.length} recipes logged their stop, not 1`);
  const restored = logLines(built, RESTORED).slice(restoredBefore);
  return {
    ms: streamed.firstTextMs,
    promptTokens: stopped[0]!.promptTokens!,
    reusedTokens: stopped[0]!.reusedTokens!,
    outputTokens: stopped[0]!.outputTokens!,
    restoredTokens: restored[0]?.restoredTokens ?? 0,
    cpuMs,
  };
}

/** The median first text of a case and its median CPU time, and each of its recipes. */
export interface ReuseCase {
  ms: number;
  cpuMs: number;
  runs: FirstText[];
}

function reuseCase(runs: FirstText[]): ReuseCase {
  return {
    ms: median(runs.map((run) => run.ms)),
    cpuMs: median(runs.map((run) => run.cpuMs)),
    runs,
  };
}

/** Another visitor's list against a fresh one: each pair's ratio, and their median (`ratio`). */
export interface ReusePairs {
  otherList: ReuseCase;
  freshList: ReuseCase;
  ratios: number[];
  ratio: number;
  /** The cases' median CPU times, other / fresh: the work, which load stretches less. */
  cpuRatio: number;
}

export interface ReuseAcrossVisitors {
  runs: number;
  warm: ReusePairs;
  saved: ReusePairs & { ownAgain: ReuseCase };
}

function reusePairs(other: FirstText[], fresh: FirstText[]): ReusePairs {
  const ratios = other.map((pair, run) => pair.ms / fresh[run]!.ms);
  const [otherList, freshList] = [reuseCase(other), reuseCase(fresh)];
  const cpuRatio = otherList.cpuMs / freshList.cpuMs;
  return { otherList, freshList, ratios, ratio: median(ratios), cpuRatio };
}

/** Both, one right after the other: on odd runs the second first, so a drift of load falls on both. */
async function inTurn<T>(run: number, first: () => Promise<T>, second: () => Promise<T>) {
  if (run % 2 === 0) return [await first(), await second()] as const;
  const secondResult = await second();
  return [await first(), secondResult] as const;
}

/** Visitor A, asking again and again; every other recipe is a client of its own. */
const VISITOR_A = '10.1.0.1';

/**
 * (h) Pairs of the same work: a 20-item list visitor A asked, asked by a new client B, against a
 * fresh list asked by another new client. Both evaluate the same number of tokens when the
 * server keeps each client's prompt to itself: the counts it logged are kept with each time.
 * Warm: each case right after A asked (A's list; a list of A's own, then the fresh one), so the
 * sequences are alike. Saved: after A asked and 4 other recipes took both sequences, B and the
 * fresh list back to back; then A again, which loads its saved state.
 */
export async function serverReuseAcrossVisitors(
  built: StandInServer,
): Promise<ReuseAcrossVisitors> {
  const warm = { other: [] as FirstText[], fresh: [] as FirstText[] };
  const saved = { other: [] as FirstText[], fresh: [] as FirstText[], own: [] as FirstText[] };
  let lists = 0;
  const fresh = () => ({ ingredients: longList((lists += 1)) });
  let clients = 0;
  const newClient = () => `10.2.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
  const afterA = async (aAsks: object, body: object) => {
    await firstTextAs(built, VISITOR_A, aAsks);
    return firstTextAs(built, newClient(), body);
  };
  for (let run = 0; run < RUNS; run += 1) {
    const asked = fresh();
    const [other, freshList] = await inTurn(
      run,
      () => afterA(asked, asked),
      () => afterA(fresh(), fresh()),
    );
    warm.other.push(other);
    warm.fresh.push(freshList);

    const again = fresh();
    await firstTextAs(built, VISITOR_A, again);
    for (let others = 0; others < 4; others += 1) await firstTextAs(built, newClient(), fresh());
    const [savedOther, savedFresh] = await inTurn(
      run,
      () => firstTextAs(built, newClient(), again),
      () => firstTextAs(built, newClient(), fresh()),
    );
    saved.other.push(savedOther);
    saved.fresh.push(savedFresh);
    saved.own.push(await firstTextAs(built, VISITOR_A, again));
  }
  return {
    runs: RUNS,
    warm: reusePairs(warm.other, warm.fresh),
    saved: { ...reusePairs(saved.other, saved.fresh), ownAgain: reuseCase(saved.own) },
  };
}
