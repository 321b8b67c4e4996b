import { useState, type FormEvent } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { isApiError } from '../../../lib/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { FormModalActions } from '../../../ui/form-modal-actions';
import { FormProblem } from '../../../ui/form-problem';
import { useCreateCustomer } from '../api/use-create-customer';

export const CUSTOMER_CREATE_FAILED = 'Failed to create customer';

export interface CreatedCustomer {
  id: number;
  name: string;
  /** 'Customer created successfully!', or the server's words when the name already existed. */
  message: string;
  existing: boolean;
}

interface CustomerCreateModalProps {
  opened: boolean;
  /** What the user had typed in the Customer box. */
  initialName: string;
  onClose: () => void;
  onCreated: (customer: CreatedCustomer) => void;
}

/** 'Create New Customer': asks only for a name. */
export function CustomerCreateModal({ opened, initialName, onClose, onCreated }: CustomerCreateModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create New Customer" centered>
      {/* Mounted per opening, so each opening starts from what was typed. */}
      {opened && <CustomerCreateForm initialName={initialName} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CustomerCreateForm({ initialName, onClose, onCreated }: Omit<CustomerCreateModalProps, 'opened'>) {
  const [name, setName] = useState(initialName);
  const create = useCreateCustomer();
  const blank = name.trim() === '';

  const errorText = create.isError
    ? isApiError(create.error) && create.error.isNetworkError
      ? NETWORK_ERROR_MESSAGE
      : isApiError(create.error)
        ? (create.error.serverMessage ?? CUSTOMER_CREATE_FAILED)
        : CUSTOMER_CREATE_FAILED
    : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (blank || create.isPending) return;
    const trimmed = name.trim();
    create.mutate(trimmed, {
      onSuccess: (response) =>
        onCreated({ id: response.customerId, name: trimmed, message: response.message, existing: response.existing }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormProblem message={errorText} />
        <TextInput
          label="Customer Name"
          required
          data-autofocus
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (create.isError) create.reset();
          }}
        />
        <FormModalActions onCancel={onClose} saving={create.isPending} disabled={blank}>
          Create Customer
        </FormModalActions>
      </Stack>
    </form>
  );
}
