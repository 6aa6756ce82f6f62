import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { sessionList } from '../../stores/sessions';
import Spinner from '../shared/Spinner';
import SessionRow from './SessionRow';

type Props = { role: 'student' | 'mentor'; when: 'upcoming' | 'past'; empty: ReactNode };

// A dashboard's upcoming or past sessions.
export default function SessionList({ role, when, empty }: Props) {
  const { data, error } = useStore(sessionList(role, when));
  if (error) return <p className="list-error">We couldn't load your sessions. Reload the page to try again.</p>;
  if (!data) return <Spinner label="Loading sessions..." />;
  if (data.length === 0) return empty;
  return (
    <ul className="session-rows">
      {data.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}
