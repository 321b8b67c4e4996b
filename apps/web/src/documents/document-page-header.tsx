import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Group } from '@mantine/core';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from './status-badge';

interface DocumentPageHeaderProps {
  /** The document list, e.g. { path: '/purchases', label: 'Back to purchases' }. */
  back: { path: string; label: string };
  /** The document's number as people say it. */
  title: string;
  status: DocumentStatus;
  /** The document's buttons, at the right. */
  children: ReactNode;
}

/** The top of a document page: the way back to its list, its number and status, and what can be done. */
export function DocumentPageHeader({ back, title, status, children }: DocumentPageHeaderProps) {
  return (
    <>
      <Anchor component={Link} to={back.path} size="sm">
        {`← ${back.label}`}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <PageTitle title={title} />
          {/* The page's own status, told apart from the same words in its History. */}
          <StatusBadge status={status} testId="document-status" />
        </Group>
        <Group gap="xs">{children}</Group>
      </Group>
    </>
  );
}
