// The app's start under a server-rendered first view (issue 9 point 1; apps/server
// src/modules/web-app/first-view.ts writes this script in place of the app's). The page is
// already painted from the server's HTML: the app's code is asked for once that first frame is
// painted, so that on a slow network the first screen's pictures come before it.
const entry = document.querySelector('meta[name="ldn-app-entry"]')?.getAttribute('content');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
