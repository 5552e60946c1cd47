import { CameraOutlined } from '@ant-design/icons';
import { lazy, type ReactNode, Suspense } from 'react';

/**
 * The page's Ant Design parts come after its first map (ADR 050): their code and styles are a
 * third of what the route loads, and the map needs none of it. Each brings Ant Design's provider
 * (theme, language): the route does not wrap the page in it.
 */
export const AntdProvider = lazy(() => import('../../../components/AntdProvider.tsx'));
const Button = lazy(() => import('antd/es/button'));
const Alert = lazy(() => import('antd/es/alert'));

/** Ant Design around `children`, once it has arrived; `fallback` until then. */
export function WithAntd({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProvider>{children}</AntdProvider>
    </Suspense>
  );
}

/**
 * The map's PNG export (Ant Design's Button), once `ready` (the first map has painted); until then
 * a hidden stand-in of the same size holds its place, so nothing moves when it comes.
 */
export function ExportButton({ ready, label, onClick }: { ready: boolean; label: string; onClick(): void }) {
  const placeholder = (
    <span className="sfp-hz-export-placeholder" aria-hidden="true">
      <CameraOutlined />
      <span>{label}</span>
    </span>
  );
  if (!ready) return placeholder;
  return (
    <WithAntd fallback={placeholder}>
      <Button icon={<CameraOutlined />} onClick={onClick}>
        {label}
      </Button>
    </WithAntd>
  );
}

/** The first map's data could not be had: the error and a retry. */
export function LoadError({ title, retry, onRetry }: { title: string; retry: string; onRetry(): void }) {
  return (
    <WithAntd>
      <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>{retry}</Button>} />
    </WithAntd>
  );
}
