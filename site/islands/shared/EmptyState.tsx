import './EmptyState.css';
import type { ReactNode } from 'react';

type Common = {
  children: ReactNode;
  // The way on: a link or button, with the classes its place asks for.
  action?: ReactNode;
  role?: 'status' | 'alert';
};

// A page's list names what is missing in a heading (h2 straight under the page's h1, else h3)
// under an optional line icon (its paths; the 24×24 frame is shared); a dashboard section's
// is a quiet box of a line or two.
type Props = Common & ({ compact: true } | { compact?: false; title: ReactNode; level?: 2 | 3; icon?: ReactNode });

// What a list or section shows when it has nothing to show, in the page's own words.
export default function EmptyState(props: Props) {
  const { children, action, role } = props;
  if (props.compact) {
    return (
      <div className="dashboard-empty" role={role}>
        <p>{children}</p>
        {action}
      </div>
    );
  }
  const { title, level = 3, icon } = props;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state" role={role}>
      {icon && (
        <svg
          viewBox="0 0 24 24"
          width="40"
          height="40"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon}
        </svg>
      )}
      <Heading>{title}</Heading>
      <p>{children}</p>
      {action}
    </div>
  );
}
