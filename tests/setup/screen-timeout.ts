// testing-library waits one second for a screen to show what a test looks for; on a busy
// two-core machine (a full run, CI) rendering a react-admin screen can take longer. A slow
// screen is not a wrong one: wait up to five seconds (files in jsdom only; API suites skip this).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
