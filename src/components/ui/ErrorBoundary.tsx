// Wraps every island: if it fails to render, the person sees 'Something went wrong' (rule 37) instead
// of a blank space, and the error goes to the console for whoever investigates.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
}

export const ERROR_FALLBACK_TEXT = 'Something went wrong';

export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return this.props.fallback ?? <p role="alert" className="text-sm text-danger">{ERROR_FALLBACK_TEXT}</p>;
    }
    return this.props.children;
  }
}
