/* global document, requestAnimationFrame */
// Browser script of the prerendered and server-rendered pages (copied by prerender.mjs to
// /assets/boot-<hash>.js). Their HTML already is the page, so the app that hydrates it is fetched
// once that HTML has painted, not in competition with it: first the chunks listed in the script's
// data-modules (the entry first, then what it and the page import), then the entry runs.
const script = document.querySelector('script[data-modules]');
const [entry, ...chunks] = (script?.dataset.modules ?? '').split(' ').filter(Boolean);
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
}

// The timeout after the next frame runs once that frame has painted; a hidden tab paints no frame.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
