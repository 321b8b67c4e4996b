import { Link } from 'react-router';
import { Alert, Anchor } from '@mantine/core';
import { sellerDetailsProblem } from '@fleetledger/shared/settings/seller-details';
import { useCompanySettings } from '../lib/company-settings';
import { AlertIcon } from '../ui/icons';

/**
 * Says, before anyone tries, that a tax invoice cannot be posted, cancelled or printed yet because
 * Settings do not name the seller (the server refuses it with the same sentence).
 */
export function SellerDetailsNotice({ linkToSettings = true }: { linkToSettings?: boolean }) {
  const settings = useCompanySettings();
  const problem = settings.data === undefined ? null : sellerDetailsProblem(settings.data.settings);
  if (problem === null) return null;
  return (
    <Alert color="yellow" variant="light" icon={<AlertIcon />} role="alert" data-testid="seller-details-notice">
      {problem}
      {linkToSettings && (
        <>
          {' '}
          <Anchor component={Link} to="/settings" fw={600}>
            Open Settings
          </Anchor>
        </>
      )}
    </Alert>
  );
}
