import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MIN, PASSWORD_MAX } from '@fleetledger/shared/auth/auth.contract';
import type { UserRecord } from '@fleetledger/shared/users/users.contract';
import { AlertIcon } from '../../../ui/icons';
import { PasswordField } from '../../../ui/password-field';
import { useLastShown } from '../../../ui/use-last-shown';
import { useSaveUser } from '../api/use-users';
import {
  AUTHORITY_CHOICES,
  checkUser,
  EMPTY_USER,
  NO_USER_PROBLEM,
  userPayload,
  userSaveProblem,
  userValues,
  type UserField,
  type UserFormProblem,
  type UserFormValues,
} from '../form/user-form';

/** What the modal edits: nothing (closed), a new user, or an existing one. */
export type UserFormTarget = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: UserRecord };

interface UserFormModalProps {
  target: UserFormTarget;
  onClose: () => void;
}

/** 'Add user' / 'Edit user': e-mail, name, authority and a password (to set, or to reset). */
export function UserFormModal({ target, onClose }: UserFormModalProps) {
  const shown = useLastShown(target.mode === 'closed' ? null : target);
  return (
    <Modal
      opened={target.mode !== 'closed'}
      onClose={onClose}
      title={shown?.mode === 'edit' ? 'Edit user' : 'Add user'}
      centered
    >
      {shown !== null && (
        <UserFormBody
          key={shown.mode === 'edit' ? shown.user.id : 'new'}
          user={shown.mode === 'edit' ? shown.user : null}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function UserFormBody({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const save = useSaveUser();
  const [values, setValues] = useState<UserFormValues>(() => (user === null ? EMPTY_USER : userValues(user)));
  const [problem, setProblem] = useState<UserFormProblem>(NO_USER_PROBLEM);

  const change = (field: UserField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => ({ ...current, fieldErrors: { ...current.fieldErrors, [field]: undefined } }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = checkUser(values, user);
    if (invalid !== null) {
      setProblem(invalid);
      return;
    }
    setProblem(NO_USER_PROBLEM);
    save.mutate(userPayload(values, user), {
      onSuccess: (saved) => {
        const reset = user !== null && values.password !== '';
        notifications.show({
          message: reset ? `${saved.name}'s password was reset` : `User ${saved.name} saved`,
          color: 'teal',
          autoClose: 3000,
        });
        onClose();
      },
      onError: (error) => setProblem(userSaveProblem(error)),
    });
  };

  const passwordRule = `${PASSWORD_MIN}–${PASSWORD_MAX} characters, not a common password.`;

  return (
    <form onSubmit={submit} noValidate aria-label={user === null ? 'Add user' : 'Edit user'}>
      <Stack gap="md">
        {problem.message !== null && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {problem.message}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={values.email}
          error={problem.fieldErrors.email}
          onChange={(event) => change('email', event.currentTarget.value)}
        />
        <TextInput
          label="Name"
          required
          autoComplete="off"
          value={values.name}
          error={problem.fieldErrors.name}
          onChange={(event) => change('name', event.currentTarget.value)}
        />
        <NativeSelect
          label="Authority"
          required
          description="What the user may see and do."
          data={[{ value: '', label: 'Select…', disabled: true }, ...AUTHORITY_CHOICES]}
          value={values.authority}
          error={problem.fieldErrors.authority}
          onChange={(event) => change('authority', event.currentTarget.value)}
        />
        <PasswordField
          label={user === null ? 'Password' : 'Reset password'}
          required={user === null}
          autoComplete="new-password"
          description={
            user === null ? passwordRule : `Leave blank to keep the current password. A new one: ${passwordRule}`
          }
          value={values.password}
          error={problem.fieldErrors.password}
          onChange={(event) => change('password', event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
