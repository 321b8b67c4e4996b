import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { OPENING_MESSAGES } from '@fleetledger/shared/ledger/opening-balances.contract';
import { fieldErrorsOf } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FormProblem } from '../../../ui/form-problem';
import { notifySuccess } from '../../../ui/notify';
import { useEnterOpeningBalances } from '../api/opening-balances-calls';
import {
  compacted,
  newOpening,
  OPENING_STEPS,
  openingFigures,
  openingPayload,
  openingProblems,
  problemsOf,
  stepOf,
  type OpeningDraft,
} from '../model/opening-drafts';
import { OpeningReview } from './opening-review';
import { AccountsStep, DateStep, ItemsStep } from './opening-steps';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useNewRecordDraft } from '../../../ui/use-unsaved-changes';

const SAVE_FAILED = 'The opening balances could not be saved. Please try again.';
const SAVE_UNREACHABLE = 'Network error while saving the opening balances. Please try again.';
/** Opening balances are entered once: the question before they are. */
const SAVE_QUESTION = {
  title: 'Save the opening balances?',
  confirmLabel: 'Save',
  children:
    'Opening balances are entered once: after saving they cannot be changed here, and anything found wrong later is corrected with a journal. Check the figures before you save.',
};
const STEP_LABELS = ['Opening date', 'Account balances', 'Customers', 'Suppliers', 'Review'] as const;

/** The first step that shows any of the problems. */
const firstStepOf = (problems: Readonly<Record<string, string>>) =>
  Math.min(...Object.keys(problems).map((key) => OPENING_STEPS.indexOf(stepOf(key))));

/**
 * The guided screen for opening balances not yet entered: the date, the account balances, the
 * customers' and suppliers' open items, then a review of what will be booked. Next checks the step with
 * the shared rules; Save checks everything, asks once more (they are entered once) and sends once.
 */
export function OpeningBalancesForm({ today }: { today: string }) {
  const { draft, setDraft, kept } = useNewRecordDraft('opening-balances', () => newOpening(today));
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const enter = useEnterOpeningBalances();
  const sending = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const figures = openingFigures(draft);

  // Moving to a step puts the keys in its first field, so the keyboard carries on from Next.
  useEffect(() => {
    if (!moved.current) return;
    const first = content.current?.querySelector<HTMLElement>('[data-cell] input:not([type="hidden"]), input');
    (first ?? saveButton.current)?.focus();
  }, [active]);

  const go = (step: number) => {
    moved.current = true;
    setActive(step);
  };
  const change = (patch: Partial<OpeningDraft>) => setDraft((current) => ({ ...current, ...patch }));

  /** The draft tidied (so the rules' line numbers are the grids'), and its problems. */
  const checked = () => {
    const tidy = compacted(draft);
    setDraft(tidy);
    return openingProblems(tidy);
  };

  const next = () => {
    const problems = checked();
    // Only the steps seen so far: a later step's problems wait until it is reached.
    const seen = Object.fromEntries(
      Object.entries(problems).filter(([key]) => OPENING_STEPS.indexOf(stepOf(key)) <= active),
    );
    setErrors(seen);
    if (problemsOf(seen, OPENING_STEPS[active]!).length === 0) go(active + 1);
  };

  const review = () => {
    setProblem(null);
    const problems = checked();
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      go(firstStepOf(problems));
      return;
    }
    // A new question, a new answer: until then a late second click of the last Save sends nothing.
    sending.current = false;
    setConfirming(true);
  };

  const save = () => {
    if (sending.current) return;
    sending.current = true;
    enter.mutate(openingPayload(draft), {
      onSuccess: () => {
        kept.settle();
        notifySuccess(OPENING_MESSAGES.saved);
      },
      onError: (error) => {
        setConfirming(false);
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        setProblem(failureMessage(error, SAVE_FAILED, SAVE_UNREACHABLE));
        if (Object.keys(fields).length > 0) go(firstStepOf(fields));
      },
    });
  };

  const stepProps = { draft, errors, onChange: change };
  const shown = (step: (typeof OPENING_STEPS)[number]) => problemsOf(errors, step).map(([, message]) => message);
  return (
    <Stack gap="md">
      <UnsavedDraft draft={kept} />
      <Stepper active={active} onStepClick={go} size="sm" aria-label="Steps">
        <Stepper.Step label={STEP_LABELS[0]}>
          <div ref={content}>
            <DateStep {...stepProps} problems={shown('date')} />
          </div>
        </Stepper.Step>
        <Stepper.Step label={STEP_LABELS[1]}>
          <div ref={content}>
            <AccountsStep {...stepProps} problems={shown('accounts')} figures={figures} />
          </div>
        </Stepper.Step>
        <Stepper.Step label={STEP_LABELS[2]}>
          <div ref={content}>
            <ItemsStep
              {...stepProps}
              party="customer"
              problems={shown('customers')}
              totalFils={figures.receivableFils}
            />
          </div>
        </Stepper.Step>
        <Stepper.Step label={STEP_LABELS[3]}>
          <div ref={content}>
            <ItemsStep {...stepProps} party="supplier" problems={shown('suppliers')} totalFils={figures.payableFils} />
          </div>
        </Stepper.Step>
        <Stepper.Step label={STEP_LABELS[4]}>
          <div ref={content}>
            <OpeningReview draft={draft} figures={figures} problems={shown('review')} />
          </div>
        </Stepper.Step>
      </Stepper>

      {active === OPENING_STEPS.length - 1 && <FormProblem message={problem} />}
      <Group justify="space-between">
        <Button variant="default" disabled={active === 0} onClick={() => go(active - 1)}>
          Back
        </Button>
        {active < OPENING_STEPS.length - 1 ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button ref={saveButton} onClick={review}>
            Save Opening Balances
          </Button>
        )}
      </Group>

      <ConfirmModal
        {...SAVE_QUESTION}
        opened={confirming}
        busy={enter.isPending}
        onConfirm={save}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
