import type { ReactNode } from 'react';
import { Badge, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReferenceCall } from '../model/api-reference';
import { DescribedText } from './described-text';
import { FieldTable } from './field-table';

const ACCESS_TEXT = {
  public: 'Anyone, signed in or not',
  signedIn: 'Any signed-in user',
  roles: 'Only these roles',
} as const;

/** Who may make the call, as the server's access table decides it. */
export function RoleBadges({ call }: { call: ReferenceCall }) {
  if (call.access !== 'roles')
    return (
      <Badge color="gray.8" variant="filled" radius="sm">
        {call.access === 'public' ? 'Public' : 'Signed in'}
      </Badge>
    );
  return (
    <Group gap={4}>
      {call.roles.map((role) => (
        <Badge key={role} color="grape.9" variant="filled" radius="sm">
          {role}
        </Badge>
      ))}
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={4} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Everything the description says of one call. */
export function CallDetails({ call }: { call: ReferenceCall }) {
  return (
    <Stack gap="md" component="section" aria-label={`${call.method} ${call.path}`}>
      <Text>{call.summary}</Text>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Call:
        </Text>
        <Code>{call.call}</Code>
        {call.alsoAt.length > 0 && (
          <Text size="sm" c="dimmed">
            also at {call.alsoAt.join(', ')}
          </Text>
        )}
      </Group>
      <Section title="Who may call it">
        <Group gap="xs">
          <Text size="sm">{ACCESS_TEXT[call.access]}</Text>
          {call.access === 'roles' && <RoleBadges call={call} />}
        </Group>
      </Section>
      {call.query.length > 0 && (
        <Section title="Query">
          <FieldTable fields={call.query} label={`Query of ${call.path}`} />
        </Section>
      )}
      {call.method !== 'GET' && (
        <Section title="Body (JSON or a form)">
          <FieldTable fields={call.body} label={`Body of ${call.path}`} />
        </Section>
      )}
      {call.multipartBody !== null && (
        <Section title="Body (multipart)">
          <FieldTable fields={call.multipartBody} label={`Multipart body of ${call.path}`} />
        </Section>
      )}
      <Section title="Answer">
        {call.answer.kind === 'fields' ? (
          <FieldTable fields={call.answer.fields} label={`Answer of ${call.path}`} />
        ) : (
          <Text size="sm">
            <DescribedText text={call.answer.text} /> <Code>{call.answer.mediaType}</Code>
          </Text>
        )}
      </Section>
      {call.notModified !== null && (
        <Section title="Asking again">
          <Text size="sm">
            The answer carries an <Code>ETag</Code>. Send it back in <Code>If-None-Match</Code>: while it is still the
            answer, the call answers <Code>304</Code> with no body. {call.notModified}
            {call.changes !== null && (
              <>
                {' '}
                Send <Code>A-IM: {call.changes.form}</Code> with it to be answered <Code>226</Code> with only the
                changes since, when they can be sent: {call.changes.description}
              </>
            )}
          </Text>
        </Section>
      )}
      <Section title="Errors">
        <List size="sm" spacing={4}>
          {call.errors.map((error) => (
            <List.Item key={error.status}>
              <Text span fw={600} size="sm">
                {error.status}
              </Text>{' '}
              <DescribedText text={error.description} />
            </List.Item>
          ))}
        </List>
      </Section>
    </Stack>
  );
}
