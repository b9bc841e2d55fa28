/**
 * The page's entry: a few hundred bytes that let the browser paint the server's first view before
 * the app is fetched and run. Fetched at once, the app's code competed with the first screen for a
 * phone's bandwidth, and when it ran before the first paint its evaluation held the paint back
 * (docs/decisions.md, "Paint first, then hydrate"). The first contentful paint's timing entry is
 * the sign: a frame callback comes before a frame is shown, which can be well before its content
 * is. Without a first view to show (an empty root), a page in the background or a browser without
 * paint timing, the app starts at once; the timer is a guard against a paint that never comes.
 */
const FIRST_PAINT_WAIT_MS = 3000;

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => setTimeout(resolve, 0);
    if (
      (document.getElementById('root')?.firstElementChild ?? null) === null ||
      document.visibilityState !== 'visible' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint') ||
      performance.getEntriesByName('first-contentful-paint').length > 0
    ) {
      painted();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
  });
}

void afterFirstPaint().then(() => import('./start'));
