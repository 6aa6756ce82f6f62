import './admin-table.css';
import './FeatureFlags.css';
import { useStore } from '@nanostores/react';
import { FLAG_NAMES } from '../../../worker/domain/flags';
import type { AdminFlagDto } from '../../../worker/contract/admin';
import { $flags } from '../../stores/admin';
import Spinner from '../shared/Spinner';
import FlagRow from './FlagRow';
import LoadFailed from '../shared/LoadFailed';

// Known flags the database has not heard of yet are listed too (off, never saved): saving
// one creates it.
function withKnownFlags(flags: AdminFlagDto[]): AdminFlagDto[] {
  const missing = FLAG_NAMES.filter((name) => !flags.some((flag) => flag.name === name)).map(
    (name): AdminFlagDto => ({ name, description: '', enabled: false, rolloutPercentage: 0, allowlist: [], updatedAt: '' }),
  );
  return [...flags, ...missing];
}

export default function FeatureFlags() {
  const { data, error } = useStore($flags);
  if (error) return <LoadFailed what="the feature flags" />;
  if (!data) return <Spinner label="Loading feature flags..." />;
  const flags = withKnownFlags(data);
  return (
    <>
      <section className="admin-legend" aria-labelledby="flag-legend">
        <h2 id="flag-legend" className="sr-only">
          How a flag decides
        </h2>
        <dl>
          <div>
            <dt>On for everyone</dt>
            <dd>Everyone gets the feature, visitors included. Rollout and allowlist are ignored.</dd>
          </div>
          <div>
            <dt>Rollout</dt>
            <dd>Otherwise, this share of signed-in members gets it. Each member keeps their answer as the share grows.</dd>
          </div>
          <div>
            <dt>Allowlist</dt>
            <dd>Members with these user ids always get it. Visitors never do unless the flag is on for everyone.</dd>
          </div>
        </dl>
      </section>
      <div className="admin-table-wrap">
        <table className="admin-table flag-table">
          <caption className="sr-only">Feature flags</caption>
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">Description</th>
              <th scope="col">On for everyone</th>
              <th scope="col">Rollout</th>
              <th scope="col">Allowlist (user ids)</th>
              <th scope="col">
                <span className="sr-only">Effect and save</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {flags.map((flag) => (
              <FlagRow key={flag.name} flag={flag} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
