import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface Item {
  key: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
}

/**
 * The navbar's user menu: a round button opening a short list of actions (a menu button, with the
 * keyboard: Enter/Space opens, arrows move, Escape closes and gives focus back). Small and native,
 * so the signed-in pages do not load a dropdown library for one item.
 */
export function UserMenu({ label, icon, items }: { label: string; icon: ReactNode; items: Item[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusItem = (i: number) => {
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons?.length) buttons[(i + buttons.length) % buttons.length]!.focus();
  };
  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const outside = (e: PointerEvent) => {
      if (!list.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="sfp-user-menu">
      <button
        ref={button}
        type="button"
        className="sfp-user-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
      </button>
      {open && (
        <ul
          ref={list}
          id={id}
          role="menu"
          aria-label={label}
          className="sfp-user-list"
          onKeyDown={(e) => {
            const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
            const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
            if (e.key === 'Escape') close();
            else if (e.key === 'ArrowDown') focusItem(at + 1);
            else if (e.key === 'ArrowUp') focusItem(at - 1);
            else return;
            e.preventDefault();
          }}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                className="sfp-user-item"
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                <span aria-hidden>{item.icon}</span> {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
