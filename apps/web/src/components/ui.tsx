import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, useState } from 'react';

/**
 * The few controls the landing page needs, without a UI library: the first page a user on a slow
 * mobile network opens stays light (issue 5: ≤ 250 KB of JavaScript, fast LCP).
 */
export function Spinner({ label, size = 'small' }: { label?: string; size?: 'small' | 'large' }) {
  return <span className={`sfp-spinner sfp-spinner-${size}`} role={label ? 'status' : undefined} aria-label={label} />;
}

export function Button({
  variant = 'default',
  busy = false,
  block = false,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'link';
  busy?: boolean;
  block?: boolean;
}) {
  return (
    <button
      type="button"
      {...rest}
      className={`sfp-btn sfp-btn-${variant}${block ? ' sfp-btn-block' : ''}${className ? ` ${className}` : ''}`}
      aria-busy={busy || undefined}
      disabled={rest.disabled || busy}
    >
      {busy ? <Spinner /> : children}
    </button>
  );
}

export function TextInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className="sfp-input" />;
}

export function PasswordInput({
  showLabel,
  hideLabel,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="sfp-password">
      <input {...props} type={visible ? 'text' : 'password'} className="sfp-input" />
      <button
        type="button"
        className="sfp-password-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" />}
        </svg>
      </button>
    </span>
  );
}

export function Checkbox({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="sfp-checkbox" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {children}
    </label>
  );
}

export function Alert({ type, children }: { type: 'success' | 'error' | 'warning'; children: ReactNode }) {
  return (
    <div className={`sfp-alert sfp-alert-${type}`} role={type === 'success' ? 'status' : 'alert'}>
      {children}
    </div>
  );
}
