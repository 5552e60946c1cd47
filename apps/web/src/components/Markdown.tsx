import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './markdown-props.ts';
import './markdown.css';

const MarkdownRenderer = lazy(() => import('./MarkdownRenderer.tsx'));

/**
 * Markdown (see MarkdownRenderer): its parser is fetched the first time some markdown is shown,
 * not with the page. Until then the text shows as written, so nothing waits on it.
 */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div
          className={`sfp-markdown sfp-markdown-raw${props.className ? ` ${props.className}` : ''}`}
          lang={props.lang}
        >
          {props.children}
        </div>
      }
    >
      <MarkdownRenderer {...props} />
    </Suspense>
  );
}

/** Starts fetching the renderer ahead of the first markdown (e.g. when a question is sent). */
export function preloadMarkdown(): void {
  void import('./MarkdownRenderer.tsx');
}
