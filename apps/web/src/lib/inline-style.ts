/**
 * A stylesheet that travels inside its page's chunk (imported with `?inline`) and is added to the
 * document when the module first runs: on a deep link the page then costs one request less than
 * with a stylesheet file of its own, which the module loader would fetch beside the chunk and wait
 * for. Added once, at the end of <head>, where the loader would have put the file's <link>.
 */
export function addStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
