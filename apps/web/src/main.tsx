import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The styles belong to this entry, so the build inlines them into index.html for the shell.
import './app/app.css';

/** Lets the browser handle input and paint between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in short tasks (ADR 020), so a slow phone stays responsive while the app replaces the
 * static shell: React DOM is evaluated with this module, then i18n (i18next and the texts) with the
 * HTTP client (axios; one chunk, vite.config.ts) and the app (router, pages) each in a task of its
 * own — their chunks are preloaded by `shell.js` with this one — and the first render is a
 * transition, which React renders in slices.
 */
async function start() {
  // Modules of our own only: a dynamic import keeps every export of its module (no tree-shaking).
  await nextTask();
  await Promise.all([import('./lib/i18n.ts'), import('./lib/http.ts')]);
  await nextTask();
  const { App, ready } = await import('./app/app.tsx');
  // On a deep link, the route's code (already requested by shell.js): rendered without suspending.
  await ready;
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
