/**
 * The page's entry: a few hundred bytes that let the browser paint the server's first view before
 * the app is fetched and run. Fetched at once, the app's code competed with the first screen's
 * pictures for a phone's bandwidth, and when it ran before the first paint its evaluation held the
 * paint back (docs/decisions.md, "Paint first, then hydrate"). A `requestAnimationFrame` callback
 * runs just before a paint, so a task queued from it runs after that paint; the timer covers a
 * page opened in the background, where frames wait until it is shown.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 250);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });

void afterFirstPaint().then(() => import('./start'));
