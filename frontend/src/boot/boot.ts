// The first script of a server-rendered page. The page is readable without JavaScript, so the app's
// scripts (hydration) are fetched once the browser has painted it: on a slow network the HTML and
// styles get the bandwidth first. The scripts to fetch are listed in the page (frontend/src/ssr/
// document.ts) and are all fetched at once, so hydration waits on no chain of requests.
import { APP_SCRIPTS_ELEMENT_ID, type AppScripts } from './app-scripts';

function startApp(): void {
  const listed = document.getElementById(APP_SCRIPTS_ELEMENT_ID)?.textContent;
  if (!listed) return;
  const scripts = JSON.parse(listed) as AppScripts;
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = scripts.entry;
  entry.crossOrigin = '';
  document.head.append(entry);
}

// After the next frame has been painted.
requestAnimationFrame(() => setTimeout(startApp, 0));
