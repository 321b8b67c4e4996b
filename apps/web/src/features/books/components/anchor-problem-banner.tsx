import { Alert } from '@mantine/core';
import { ADMIN } from '@fleetledger/shared/access';
import { useSignedInUser } from '../../../lib/session/signed-in-user';
import { useAnchorHealth } from '../api/anchor-health-calls';

/**
 * Told to every Admin on every page while the server cannot write the books' anchor: what was posted
 * stands, but tampering after it would go unnoticed until the anchor is written again.
 */
export function AnchorProblemBanner() {
  const user = useSignedInUser();
  const health = useAnchorHealth(user.authority === ADMIN);
  const problem = health.data?.anchor_problem ?? null;
  if (problem === null) return null;
  return (
    <Alert color="red" title="The books' anchor is not being written" role="alert" mb="md">
      {problem}. What was posted stands; free the disk or make DATA_DIR writable, and the next write anchors the books
      again.
    </Alert>
  );
}
