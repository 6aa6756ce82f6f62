import './Tip.css';
import { useId, type ReactElement, type ReactNode } from 'react';

type Props = {
  tip: string;
  children: (describedBy: string) => ReactElement<{ 'aria-describedby'?: string }>;
  className?: string;
};

// A small tooltip shown on hover and on keyboard focus (CSS), tied to its trigger with
// aria-describedby so screen readers hear it too.
export default function Tip({ tip, children, className }: Props): ReactNode {
  const id = useId();
  return (
    <span className={`tip ${className ?? ''}`}>
      {children(id)}
      <span className="tip__bubble" role="tooltip" id={id}>
        {tip}
      </span>
    </span>
  );
}
