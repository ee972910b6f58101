import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH), headless and off the network but for loopback. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Its own services (autofill, sign-in, updates) still look up Google hosts: answer every
      // name but loopback with "not found" inside Chromium, so no query leaves the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
}
