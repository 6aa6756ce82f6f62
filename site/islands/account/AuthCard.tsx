import './auth-card.css';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: ReactNode;
  // h1 when the card is the page's main content; h2 under a page heading.
  level?: 1 | 2;
  children: ReactNode;
  footer?: ReactNode;
};

export default function AuthCard({ title, description, level = 1, children, footer }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="auth-card">
      <header className="auth-card__header">
        <Heading className="auth-card__title">{title}</Heading>
        {description && <p className="auth-card__description">{description}</p>}
      </header>
      {children}
      {footer && <footer className="auth-card__footer">{footer}</footer>}
    </section>
  );
}
