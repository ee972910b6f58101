/**
 * What refused requests cost: the slowest adversarial 16 KB body to refuse, and
 * `api/health` while 4 clients send refused bodies back to back (each past its refusal budget
 * gets 429 before its body is read).
 */
import { adversarialBodies, plainBody } from '../test/support/adversarial-bodies.js';
import { floodRefusals, timeHealth } from '../test/support/refusal-flood.js';
import { median } from './report.js';
import type { ServerUnderTest } from './server-process.js';

const RUNS = 9;

export interface RefusalCosts {
  plainP50: number;
  /** Median time to refuse each adversarial body, by name. */
  bodies: Record<string, number>;
  slowestName: string;
  slowestP50: number;
  idleHealthP50: number;
  floodHealthP50: number;
  floodHealthMax: number;
  statuses: Record<number, number>;
}

/** The server must trust one proxy hop (TRUST_PROXY=1): each body and flood client is its own client. */
export async function measureRefusals(server: ServerUnderTest): Promise<RefusalCosts> {
  let clients = 0;
  const timeBody = async (body: string, contentType = 'application/json') => {
    clients += 1;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await fetch(server.apiUrl, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': `192.0.2.${clients}` },
        body,
      });
      await response.text();
      if (response.status !== 400) throw new Error(`a refused body answered ${response.status}`);
      times.push(performance.now() - started);
    }
    return median(times);
  };
  await timeBody(plainBody().body);
  const plainP50 = await timeBody(plainBody().body);
  const bodies: Record<string, number> = {};
  for (const { name, body, contentType } of adversarialBodies()) {
    bodies[name] = await timeBody(body, contentType);
  }
  const [slowestName, slowestP50] = Object.entries(bodies).sort((a, b) => b[1] - a[1])[0]!;

  const idle = await timeHealth(server.origin, Promise.resolve(), 50);
  const body = adversarialBodies().find((b) => b.name.startsWith('a run of VS16'))!.body;
  const flood = floodRefusals(server.origin, { clients: 4, requestsPerClient: 100, body });
  const underFlood = await timeHealth(server.origin, flood, 10);
  const { statuses } = await flood;
  return {
    plainP50,
    bodies,
    slowestName,
    slowestP50,
    idleHealthP50: median(idle.slice(10)),
    floodHealthP50: median(underFlood),
    floodHealthMax: Math.max(...underFlood),
    statuses,
  };
}
