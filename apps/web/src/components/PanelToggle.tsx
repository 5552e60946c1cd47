import type { CSSProperties, ReactNode } from 'react';
import { SIDEBAR_TRANSITION_MS } from '../config/constants.ts';

/** The button that folds or unfolds a panel (sidebar, conversations, applications, banners). */
export function PanelToggle({
  collapsed,
  onToggle,
  expandLabel,
  collapseLabel,
  className,
  children,
}: {
  collapsed: boolean;
  onToggle: () => void;
  expandLabel: string;
  collapseLabel: string;
  className: string;
  children: ReactNode;
}) {
  const label = collapsed ? expandLabel : collapseLabel;
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-expanded={!collapsed}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}

/** A side panel's width, folded or not, with the spec's 300 ms transition. */
export function panelWidth(collapsed: boolean, expanded: number, folded: number): CSSProperties {
  return { width: collapsed ? folded : expanded, transition: `width ${SIDEBAR_TRANSITION_MS}ms` };
}
