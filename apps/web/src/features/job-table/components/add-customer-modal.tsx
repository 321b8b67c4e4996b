import { useState, type FormEvent } from 'react';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { customerInsertPayload, type CustomerInsertPayload } from '@fleetledger/shared/jobs/jobs.contract';
import { isApiError } from '../../../lib/api-error';
import { FormModalActions } from '../../../ui/form-modal-actions';
import { FormProblem } from '../../../ui/form-problem';
import { insertCustomer } from '../api/job-table-calls';
import { JOB_TABLE_ALERTS } from '../job-table-messages';
import { notifySuccess } from '../../../ui/notify';

interface AddCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (customer: { id: number; name: string }) => void;
}

type CustomerField = 'name' | 'cr_name' | 'flat' | 'building' | 'road' | 'block' | 'city' | 'email' | 'mobile';
const EMPTY: Record<CustomerField, string> = {
  name: '',
  cr_name: '',
  flat: '',
  building: '',
  road: '',
  block: '',
  city: '',
  email: '',
  mobile: '',
};
const LABELS: Record<CustomerField, string> = {
  name: 'Customer Name',
  cr_name: 'CR Name',
  flat: 'Shop No',
  building: 'Building',
  road: 'Road',
  block: 'Block',
  city: 'City',
  email: 'Email',
  mobile: 'Mobile',
};

/** 'Add Customer' of the job table: the full customer form. */
export function AddCustomerModal({ opened, onClose, onCreated }: AddCustomerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Customer" centered size="lg">
      {opened && <CustomerFormBody onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CustomerFormBody({ onClose, onCreated }: Omit<AddCustomerModalProps, 'opened'>) {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const create = useMutation({
    mutationFn: insertCustomer,
    onSuccess: (answer, sent) => {
      notifySuccess(answer.message);
      onCreated({ id: answer.customerId, name: sent.name.trim() });
      onClose();
    },
    onError: (error) => {
      setProblem(isApiError(error) ? (error.serverMessage ?? error.message) : 'Failed to create customer');
      if (isApiError(error)) setFieldErrors(error.fieldErrors);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setProblem(JOB_TABLE_ALERTS.customerNameRequired);
      return;
    }
    const parsed = customerInsertPayload.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    // The table's form has no VAT number; it is set on the customer's own page.
    const customer: CustomerInsertPayload = { ...values, vat_number: null };
    create.mutate(customer);
  };

  const field = (name: CustomerField, extra: { type?: string; required?: boolean } = {}) => (
    <TextInput
      label={LABELS[name]}
      value={values[name]}
      error={fieldErrors[name]}
      autoComplete="off"
      {...extra}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setProblem(null);
        setFieldErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormProblem message={problem} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field('name', { required: true })}
          {field('cr_name')}
          {field('flat')}
          {field('building')}
          {field('road')}
          {field('block')}
          {field('city')}
          {field('email', { type: 'email' })}
          {field('mobile', { type: 'tel' })}
        </SimpleGrid>
        <FormModalActions onCancel={onClose} saving={create.isPending}>
          Save Customer
        </FormModalActions>
      </Stack>
    </form>
  );
}
