import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MIN, PASSWORD_MAX } from '@fleetledger/shared/auth/auth.contract';
import type { UserRecord } from '@fleetledger/shared/users/users.contract';
import { FormModalActions } from '../../../ui/form-modal-actions';
import { FormProblem } from '../../../ui/form-problem';
import { PasswordField } from '../../../ui/password-field';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useLastShown } from '../../../ui/use-last-shown';
import { useFormDraft } from '../../../ui/use-unsaved-changes';
import { notifySuccess } from '../../../ui/notify';
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
  const [start] = useState<UserFormValues>(() => (user === null ? EMPTY_USER : userValues(user)));
  const [values, setValues] = useState(start);
  // The password is never kept in the draft (form-draft.ts drops it); the rest is.
  const kept = useFormDraft({
    form: 'user-form',
    recordId: user?.id ?? null,
    version: null,
    value: values,
    baseline: start,
    restore: (draft) => setValues({ ...start, ...draft }),
  });
  const [problem, setProblem] = useState<UserFormProblem>(NO_USER_PROBLEM);

  const change = (field: UserField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => ({ ...current, fieldErrors: { ...current.fieldErrors, [field]: undefined } }));
  };
  /** The value, message and change of one box of the form. */
  const bind = (field: UserField) => ({
    value: values[field],
    error: problem.fieldErrors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(field, event.currentTarget.value),
  });

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
        kept.settle();
        const reset = user !== null && values.password !== '';
        notifySuccess(reset ? `${saved.name}'s password was reset` : `User ${saved.name} saved`);
        onClose();
      },
      onError: (error) => setProblem(userSaveProblem(error)),
    });
  };

  const passwordRule = `${PASSWORD_MIN}–${PASSWORD_MAX} characters, not a common password.`;

  return (
    <form onSubmit={submit} noValidate aria-label={user === null ? 'Add user' : 'Edit user'}>
      <Stack gap="md">
        <UnsavedDraft draft={kept} />
        <FormProblem message={problem.message} />
        <TextInput label="Email" type="email" required autoComplete="off" {...bind('email')} />
        <TextInput label="Name" required autoComplete="off" {...bind('name')} />
        <NativeSelect
          label="Authority"
          required
          description="What the user may see and do."
          data={[{ value: '', label: 'Select…', disabled: true }, ...AUTHORITY_CHOICES]}
          {...bind('authority')}
        />
        <PasswordField
          label={user === null ? 'Password' : 'Reset password'}
          required={user === null}
          autoComplete="new-password"
          description={
            user === null ? passwordRule : `Leave blank to keep the current password. A new one: ${passwordRule}`
          }
          {...bind('password')}
        />
        <FormModalActions
          onCancel={() => {
            kept.settle();
            onClose();
          }}
          saving={save.isPending}
        >
          Save user
        </FormModalActions>
      </Stack>
    </form>
  );
}
