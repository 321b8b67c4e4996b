import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../lib/api-error';

/**
 * A create form's sending: busy while the call is out; a refusal leaves the fields' messages and one
 * above the button (`failure` words it), a success goes to `done`.
 */
export function useCreateForm<A>(
  send: () => Promise<A>,
  done: (answer: A) => void,
  failure: (error: unknown) => string,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      done(await send());
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setProblem(failure(error));
    } finally {
      setSaving(false);
    }
  };

  return { errors, problem, saving, submit };
}
