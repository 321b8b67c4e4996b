import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../lib/api-error';
import { failureMessage } from '../lib/failure-message';
import { newRequestKey } from '../lib/request-key';
import { notifyBriefly } from '../ui/notify';
import { useBriefNotice } from '../ui/use-brief-notice';

/** The accounting spec: the new voucher opens a second after the notice. */
const OPEN_AFTER_MS = 1000;

/** The kinds whose creation the server makes once per Idempotency-Key. */
export type CreatedOnce = 'receipt' | 'payment' | 'journal';

interface VoucherCreateOptions<P> {
  kind: CreatedOnce;
  /** Sends the voucher with the form's Idempotency-Key. */
  generate: (payload: P, requestKey: string) => Promise<{ number: number; message: string }>;
  /** The accounting spec's words for a failed create, when the server gave none of its own. */
  failed: { create: string; createUnreachable: string };
  /** Called once the voucher is made, before it opens (the form's kept draft is done with). */
  onCreated?: () => void;
}

/**
 * Creating a receipt, payment or journal: one Idempotency-Key per form, so a double click or a retry after a
 * lost answer gets the voucher the first made; the new voucher opens a second after its notice.
 */
export function useVoucherCreate<P>({ kind, generate, failed, onCreated }: VoucherCreateOptions<P>) {
  const navigate = useNavigate();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useBriefNotice();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<number | null>(null);

  useEffect(() => {
    if (created === null) return;
    const timer = window.setTimeout(() => void navigate(`/${kind}/${created}`), OPEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [created, kind, navigate]);

  /** Sends the payload unless the screen refuses it: the fields' messages, and one above the button. */
  const submit = async (payload: P, refused: Record<string, string>, notice: string | null) => {
    setErrors(refused);
    setProblem(notice);
    if (notice !== null) return;
    setSaving(true);
    try {
      const answer = await generate(payload, requestKey);
      setRequestKey(newRequestKey());
      onCreated?.();
      notifyBriefly(answer.message);
      setCreated(answer.number);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setProblem(failureMessage(error, failed.create, failed.createUnreachable));
    } finally {
      setSaving(false);
    }
  };

  // Stays busy after a success until the new voucher opens, so it is not sent twice.
  return { errors, problem, setProblem, busy: saving || created !== null, submit };
}

/**
 * The document a voucher is made from, named in the address (/receipt-create?invoice=12): read once,
 * handed to `apply`, or the reason it could not be read handed to its `fail`.
 */
export function useAddressedDocument<T>(
  addressed: { number: number; read: (number: number) => Promise<T>; fail: (error: unknown) => void } | null,
  apply: (document: T) => void,
) {
  const number = addressed?.number ?? null;
  // The callbacks of the first render: the document is read once per number, not once per render.
  const handlers = useRef({ addressed, apply });
  useEffect(() => {
    const given = handlers.current;
    if (number === null || given.addressed === null) return;
    const { read, fail } = given.addressed;
    let current = true;
    read(number).then(
      (document) => current && given.apply(document),
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [number]);
}
