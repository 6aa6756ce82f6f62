import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { failed: boolean };

// The global error screen (spec §2) for anything an island throws while rendering;
// 'Try Again' re-renders the children from scratch.
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="status-screen" role="alert">
        <div className="status-screen__box">
          <div className="status-screen__icon" aria-hidden="true">
            !
          </div>
          <h1>Oops! Something went wrong</h1>
          <p>An unexpected error stopped this part of the page from loading.</p>
          <div className="status-screen__actions">
            <button type="button" className="btn btn-primary" onClick={() => this.setState({ failed: false })}>
              Try Again
            </button>
            <a className="btn btn-outline" href="/">
              Go Home
            </a>
          </div>
        </div>
      </div>
    );
  }
}
