// The flags Chromium runs with wherever the project drives it (the browser tests and the bench):
// headless in a container, with nothing in the background to disturb the timings.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
