import { useState } from 'react';
import { FileButton, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { FormProblem } from '../../../ui/form-problem';
import { API_BASE } from '../../../lib/api-client';
import { uploadCompanyLogo } from '../api/settings-calls';

interface LogoPanelProps {
  hasLogo: boolean;
  /** Called after an upload, so the page reads the settings (and their version) again. */
  onUploaded: () => void;
}

/** The logo printed on documents: a PNG or JPEG. */
export function LogoPanel({ hasLogo, onUploaded }: LogoPanelProps) {
  const [message, setMessage] = useState<string | null>(null);
  // A new query string after each upload, so the browser shows the new image.
  const [stamp, setStamp] = useState(0);
  const upload = useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (answer) => {
      setMessage(null);
      setStamp(Date.now());
      onUploaded();
      notifications.show({ message: answer.message, color: 'teal', autoClose: 3000 });
    },
    onError: (error) => setMessage(isApiError(error) ? (error.serverMessage ?? error.message) : 'Upload failed'),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="company-logo">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="company-logo">
          Logo
        </Title>
        <FormProblem message={message} />
        {hasLogo ? (
          <Image
            src={`${API_BASE}drive/company_logo${stamp === 0 ? '' : `?v=${stamp}`}`}
            alt="The company logo"
            h={72}
            w="auto"
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No logo yet: documents print the company's name alone.
          </Text>
        )}
        <Group>
          <FileButton accept="image/png,image/jpeg" onChange={(file) => file !== null && upload.mutate(file)}>
            {(props) => (
              <Button variant="default" loading={upload.isPending} {...props}>
                {hasLogo ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            PNG or JPEG
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
