import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

/** Shows the error screen instead of a blank page; reporting happens in RouteError. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // RouteError reports it once mounted.
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
