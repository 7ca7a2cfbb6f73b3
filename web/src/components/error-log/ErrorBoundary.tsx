import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordError } from './collect-error';
import { installErrorCollector } from './install-error-collector';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

function ErrorFallback({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('dialogs.errorLog.boundaryTitle')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('dialogs.errorLog.boundaryRetry')}
        </Button>
      }
    />
  );
}

/** Catches render errors of the pages it wraps, logs them, and installs the window-level collector. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidMount(): void {
    installErrorCollector();
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    recordError(error, info.componentStack ?? '');
  }

  render(): ReactNode {
    if (this.state.failed) return <ErrorFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
