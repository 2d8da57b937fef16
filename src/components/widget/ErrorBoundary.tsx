'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children that failed to render; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Told about each render error caught here (the widget's `onError`). */
  onError?: (error: unknown) => void;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * Keeps a render error of one part of the widget inside that part: shows `fallback` in its place and reports the
 * error, instead of letting React unmount the host's whole tree. React offers boundaries only as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  private readonly reset = () => this.setState({ failed: false, error: undefined });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
