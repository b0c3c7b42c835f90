// Where Debian's Chromium is and how to launch it on these machines: one place for the browser
// tests, the benchmark and the installer. Without the background-networking flags Chromium
// keeps trying to reach Google's hosts, which this closed network refuses.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
