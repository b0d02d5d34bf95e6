import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';
import { savedPositionsQueryOptions } from '../../search/data/savedPositions';
import { applicationsQuery } from './applications';

/** Which of the candidate's positions a per-position dashboard tab (match details, insights) covers. */
export type PositionSource = 'applications' | 'savedPositions';

/** A position as those tabs list it. */
export interface PositionRef {
  id: number;
  title: string;
  department: string;
  location: string;
}

const dedupe = (positions: PositionRef[], limit: number) => [...new Map(positions.map((position) => [position.id, position])).values()].slice(0, limit);

/**
 * The positions a match-details or insights tab covers: those of the candidate's active applications
 * or their saved positions, at most `limit`. It reuses the applications tab's and the saved-jobs
 * list's queries (same cache entries); only the chosen source is fetched.
 */
export function usePositionContext(source: PositionSource, limit: number) {
  const api = useApiClient();
  const { domain, user } = usePortal();
  const applications = useQuery({
    ...applicationsQuery(api, domain),
    enabled: source === 'applications',
    select: (data) =>
      dedupe(
        data.applications.map((a) => ({ id: a.position_id, title: a.position_title, department: a.department, location: a.location })),
        limit,
      ),
  });
  const saved = useQuery({
    ...savedPositionsQueryOptions(api, domain),
    enabled: source === 'savedPositions' && user.isLoggedIn,
    retry: false,
    select: (data) => dedupe(data.map((p) => ({ id: p.id, title: p.title, department: p.department, location: p.location })), limit),
  });
  return source === 'savedPositions' ? saved : applications;
}
