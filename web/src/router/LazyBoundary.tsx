import { Button, Result, Spin } from 'antd';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './lazy-view';

function LoadFailed({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  const handleReload = () => window.location.reload();
  return (
    <Result
      status="warning"
      title={t(chunk ? 'router.chunkErrorTitle' : 'router.pageErrorTitle')}
      subTitle={chunk ? t('router.chunkErrorText') : undefined}
      extra={
        <Button type="primary" onClick={handleReload}>
          {t('router.reload')}
        </Button>
      }
    />
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, height: '100%' }}>
      <Spin size="large" description={t('router.loadingPage')} />
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a chunk that failed to load and offers a reload; other errors go on to outer boundaries. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <LoadFailed chunk />;
  }
}

/** Suspense with a spinner, plus the chunk-error view, around one lazy view. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
