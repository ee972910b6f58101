import { appendFileSync } from 'node:fs';
import process from 'node:process';

/** Module customization hook: records each resolved URL, changes nothing. */
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (process.env.IMPORT_LOG) appendFileSync(process.env.IMPORT_LOG, `${result.url}\n`);
  return result;
}
