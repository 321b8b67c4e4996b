import type { UserRecord } from '@fleetledger/shared/users/users.contract';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useDialogFailure } from '../../../ui/use-dialog-failure';
import { useLastShown } from '../../../ui/use-last-shown';
import { notifySuccess } from '../../../ui/notify';
import { useSaveUser } from '../api/use-users';
import { userPayload, userSaveProblem, userValues } from '../form/user-form';

interface UserStatusModalProps {
  /** The user to disable (when active) or enable; null when closed. */
  user: UserRecord | null;
  onClose: () => void;
}

/** Disable / Enable a user. Disabling ends every session of that user at once (the server does it). */
export function UserStatusModal({ user: open, onClose }: UserStatusModalProps) {
  const user = useLastShown(open);
  const save = useSaveUser();
  const [error, setError, close] = useDialogFailure<string | null>(null, save, onClose);
  const disabling = user?.active ?? true;
  const verb = disabling ? 'Disable' : 'Enable';
  const who = user === null ? '' : `${user.name} (${user.email})`;

  const confirm = () => {
    if (user === null) return;
    save.mutate(userPayload(userValues(user), user, !user.active), {
      onSuccess: (saved) => {
        notifySuccess(disabling ? `${saved.name} was disabled and signed out` : `${saved.name} can sign in again`);
        close();
      },
      onError: (failure) => {
        const problem = userSaveProblem(failure);
        setError(problem.message ?? Object.values(problem.fieldErrors).join(' '));
      },
    });
  };

  return (
    <ConfirmModal
      opened={open !== null}
      title={`${verb} user?`}
      confirmLabel={`${verb} user`}
      confirmColor={disabling ? 'red' : undefined}
      busy={save.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      {disabling
        ? `Disable ${who}? Their sessions will end now, signing them out everywhere, and they will not be able to sign in until enabled again.`
        : `Enable ${who}? They will be able to sign in again with their password.`}
    </ConfirmModal>
  );
}
