import { useMemo, useState } from 'react';
import { Accordion, Alert, Anchor, Badge, Code, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { SearchField } from '../../../ui/search-field';
import { API_DESCRIPTION_URL, useApiDescription } from '../api/use-api-description';
import { CallDetails, RoleBadges } from '../components/call-details';
import { callsByFolder, filterCalls, referenceCalls } from '../model/api-reference';

const METHOD_COLOURS: Record<string, string> = { GET: 'blue.9', POST: 'teal.9' };

/** /api-reference (beyond the spec, Admin): the API's generated description, to read and search. */
export function ApiReferencePage() {
  const description = useApiDescription();
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState<string | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const calls = useMemo(
    () => (description.data === undefined ? [] : referenceCalls(description.data)),
    [description.data],
  );
  const folders = useMemo(() => [...new Set(calls.map((call) => call.folder))].sort(), [calls]);
  const shown = useMemo(() => callsByFolder(filterCalls(calls, search, folder)), [calls, search, folder]);
  const count = shown.reduce((sum, [, inFolder]) => sum + inFolder.length, 0);

  return (
    <>
      <PageTitle
        title="API Reference"
        description={
          <>
            Every call of the API, generated from the contracts the server checks with, so it always says what the
            server does. Integrators can fetch it as OpenAPI 3.1 from{' '}
            <Anchor href={API_DESCRIPTION_URL} target="_blank" underline="always">
              {API_DESCRIPTION_URL}
            </Anchor>{' '}
            (any signed-in user).
          </>
        }
      />
      {description.isPending && <FullPageLoader label="Loading the API description..." fullHeight={false} />}
      {description.isError && (
        <Alert color="red" icon={<AlertIcon size={18} />} title="Could not load the API description">
          Please try again.
        </Alert>
      )}
      {description.data !== undefined && (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Group align="flex-end" mb="md" wrap="wrap">
            <SearchField
              placeholder="Path, call or words of its summary"
              value={search}
              onChange={setSearch}
              w={360}
              maw="100%"
            />
            <Select
              label="Folder"
              placeholder="All folders"
              data={folders}
              value={folder}
              onChange={setFolder}
              clearable
              w={220}
            />
            <Text c="dimmed" size="sm" aria-live="polite">
              {count} of {calls.length} calls · version {description.data.info.version}
            </Text>
          </Group>
          <Stack gap="lg">
            {shown.map(([name, inFolder]) => (
              <section key={name} aria-label={`Folder ${name}`}>
                <Title order={2} fz="lg" mb="xs">
                  {name}
                </Title>
                <Accordion multiple value={open} onChange={setOpen} variant="separated">
                  {inFolder.map((call) => (
                    <Accordion.Item key={call.key} value={call.key}>
                      <Accordion.Control>
                        <Group gap="sm" wrap="wrap">
                          <Badge color={METHOD_COLOURS[call.method] ?? 'gray.8'} variant="filled" radius="sm" w={56}>
                            {call.method}
                          </Badge>
                          <Code>{call.path}</Code>
                          <RoleBadges call={call} />
                        </Group>
                      </Accordion.Control>
                      <Accordion.Panel>{open.includes(call.key) && <CallDetails call={call} />}</Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            ))}
            {count === 0 && <Text c="dimmed">No call matches the search.</Text>}
          </Stack>
        </Paper>
      )}
    </>
  );
}
