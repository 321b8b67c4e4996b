import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Last resort for a route that failed to render, most often a page bundle replaced by a new release. */
export function RouteErrorPage() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" maw={420} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
