import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../../src/api/clientLog';
import { FailureScreen } from '../screens/FailureScreen';

interface Props {
  children: ReactNode;
}

/** Catches render errors outside the router: shows the failure screen and reports to the server. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportClientError(
      `Render error: ${error.message}`,
      info.componentStack ? `${error.stack}\n${info.componentStack}` : error,
    );
  }

  override render() {
    return this.state.failed ? <FailureScreen /> : this.props.children;
  }
}
