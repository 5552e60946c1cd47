import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { preloadMarkdown } from '../../../components/Markdown.tsx';
import type { AdvisorActions } from './ActionProvider.tsx';

/** The chat kit's message parser: every question goes to the conversation service as it is. */
export const MessageParser = ({ children, actions }: { children?: ReactNode; actions?: AdvisorActions }) => {
  const parse = (message: string) => {
    // The reply takes at least 750 ms: time to fetch the markdown renderer it will need.
    preloadMarkdown();
    void actions?.ask(message);
  };
  return (
    <>
      {Children.map(children, (child) =>
        isValidElement(child)
          ? cloneElement(child as React.ReactElement<{ parse: unknown; actions: unknown }>, { parse, actions })
          : child,
      )}
    </>
  );
};
