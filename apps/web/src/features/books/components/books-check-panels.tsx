import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { LedgerCheck } from '@fleetledger/shared/ledger/ledger-check.contract';
import { failureMessage } from '../../../lib/failure-message';
import { AlertIcon } from '../../../ui/icons';
import { useVerifyLedger } from '../api/ledger-check-calls';
import { ledgerCheckView, type VerificationStanding } from '../model/ledger-check-view';

const VERIFY_FAILED = 'The books could not be verified. Please try again.';
const VERIFY_UNREACHABLE = 'Network error while verifying the books. Please try again.';

const BADGE_COLOURS: Record<VerificationStanding, string> = { verified: 'teal.9', broken: 'red.9', never: 'gray.7' };

/** The last verification with what it found, Verify Now, and the head the anchor holds. */
export function BooksCheckPanels({ check }: { check: LedgerCheck }) {
  const verify = useVerifyLedger();
  const view = ledgerCheckView(check);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="last-verification">
        <Group justify="space-between" align="flex-start" mb="xs">
          <Group gap="sm">
            <Title order={2} fz="md" id="last-verification">
              Last verification
            </Title>
            <Badge color={BADGE_COLOURS[view.standing]} variant="filled" radius="sm">
              {view.badge}
            </Badge>
          </Group>
          <Button loading={verify.isPending} onClick={() => verify.mutate()}>
            Verify Now
          </Button>
        </Group>
        <Text size="sm">{view.verification}</Text>
        {view.findings.length > 0 && (
          <List size="sm" spacing={4} mt="xs" aria-label="What did not verify">
            {view.findings.map((finding) => (
              <List.Item key={finding}>{finding}</List.Item>
            ))}
          </List>
        )}
        {view.warnings.length > 0 && (
          <>
            <Text size="sm" fw={600} mt="sm" id="verification-warnings">
              Warnings: to correct, though the books verify
            </Text>
            <List size="sm" spacing={4} mt={4} aria-labelledby="verification-warnings">
              {view.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </>
        )}
        {verify.isError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" mt="sm">
            {failureMessage(verify.error, VERIFY_FAILED, VERIFY_UNREACHABLE)}
          </Alert>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ledger-anchor">
        <Title order={2} fz="md" id="ledger-anchor" mb="xs">
          Anchor
        </Title>
        <Text size="sm">{view.anchor}</Text>
        <Text size="sm" c="gray.7" mt="xs">
          Written to the data directory after every posting, outside the database: books cut short or rewritten behind
          the app&apos;s back no longer match it. The command line runs the same check with npm run cli -- ledger
          verify.
        </Text>
      </Paper>
    </Stack>
  );
}
