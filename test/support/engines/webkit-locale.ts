import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * WebKitGTK takes its languages (Accept-Language, navigator.languages, Intl's default) from the
 * process's C locale, and neither WebKitWebDriver nor MiniBrowser has an option for them. So a
 * locale is compiled once with `localedef` from the Debian `locales` package's sources into a
 * folder of our own (no system locale is installed or changed), and MiniBrowser is started
 * through a small script that points LOCPATH and LANG at it.
 */
const LOCALES_DIR = join(tmpdir(), 'recipe-e2e-locales');
const LOCALE_SOURCES = '/usr/share/i18n/locales';

/** The path of an executable that starts `minibrowser` in `locale` (a BCP 47 tag, "de-DE"). */
export async function minibrowserInLocale(minibrowser: string, locale: string): Promise<string> {
  const name = locale.replace('-', '_');
  if (!/^[a-z]{2}_[A-Z]{2}$/.test(name)) throw new Error(`webkit: no locale for "${locale}"`);
  const compiled = join(LOCALES_DIR, `${name}.UTF-8`);
  if (!(await exists(compiled))) await compileLocale(name, compiled);
  const launcher = join(LOCALES_DIR, `minibrowser-${name}.sh`);
  const script =
    `#!/bin/sh\nexport LOCPATH=${JSON.stringify(LOCALES_DIR)} LANG=${name}.UTF-8\n` +
    `unset LC_ALL LANGUAGE\nexec ${JSON.stringify(minibrowser)} "$@"\n`;
  // Written to a side name and renamed: another test file may start the same one meanwhile.
  const partial = `${launcher}.${process.pid}`;
  await writeFile(partial, script);
  await chmod(partial, 0o755);
  await rename(partial, launcher);
  return launcher;
}

async function compileLocale(name: string, target: string) {
  if (!(await exists(join(LOCALE_SOURCES, name)))) {
    throw new Error(`webkit: ${LOCALE_SOURCES}/${name} is missing (Debian package "locales")`);
  }
  await mkdir(LOCALES_DIR, { recursive: true });
  const building = await mkdtemp(join(LOCALES_DIR, `.${name}-`));
  try {
    const output = join(building, `${name}.UTF-8`);
    await promisify(execFile)('localedef', ['-i', name, '-f', 'UTF-8', '--no-archive', output]);
    await rename(output, target).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(target))) throw error; // another file compiled it first
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
