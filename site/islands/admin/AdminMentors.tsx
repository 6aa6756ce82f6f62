import './AdminMentors.css';
import './admin-table.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type AdminMentorFilter, adminMentorList } from '../../stores/admin-mentors';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import LoadFailed from '../shared/LoadFailed';
import MentorApplicationCard from './MentorApplicationCard';
import MentorRow from './MentorRow';

type Mode = 'responses' | 'mentors';

const FILTERS: Record<Mode, [AdminMentorFilter, string][]> = {
  responses: [
    ['pending', 'Waiting'],
    ['rejected', 'Rejected'],
  ],
  mentors: [
    ['approved', 'Listed'],
    ['featured', 'Featured'],
    ['suspended', 'Suspended'],
  ],
};

const EMPTY: Record<AdminMentorFilter, string> = {
  pending: 'No applications are waiting.',
  rejected: 'No rejected applications.',
  approved: 'No listed mentors yet.',
  featured: 'No one is featured: the home page shows no mentors until you feature some.',
  suspended: 'No one is suspended.',
};

function List({ mode, filter }: { mode: Mode; filter: AdminMentorFilter }) {
  const { data, error } = useStore(adminMentorList(filter));
  if (error) return <LoadFailed what="the mentors" />;
  if (!data) return <Spinner label="Loading..." />;
  if (data.length === 0) return <p className="admin-mentors__empty">{EMPTY[filter]}</p>;
  if (mode === 'responses') {
    return (
      <div className="admin-mentors__cards">
        {data.map((mentor) => (
          <MentorApplicationCard key={mentor.userId} mentor={mentor} />
        ))}
      </div>
    );
  }
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Mentor</th>
            <th scope="col">Rate</th>
            <th scope="col">Rating</th>
            <th scope="col">Featured</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {data.map((mentor) => (
            <MentorRow key={mentor.userId} mentor={mentor} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

// /admin/mentor-program/responses (applications) and /admin/mentor-program/mentors.
export default function AdminMentors({ mode }: { mode: Mode }) {
  const [filter, setFilter] = useState<AdminMentorFilter>(FILTERS[mode][0][0]);
  return (
    <ErrorBoundary>
      <div className="admin-mentors__tabs" role="tablist" aria-label="Show">
        {FILTERS[mode].map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={value === filter} onClick={() => setFilter(value)}>
            {label}
          </button>
        ))}
      </div>
      <List mode={mode} filter={filter} />
    </ErrorBoundary>
  );
}
