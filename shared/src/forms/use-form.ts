import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

/** Messages by field, and `form` for one about the whole form. */
export type FormErrors<Values> = Partial<Record<keyof Values | 'form', string>>;

/** The fields a text input or text area edits: those whose value is a string. */
export type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values];

/**
 * What a submit action resolves to when it has taken the person elsewhere (signed in, deleted,
 * reloading): the form then stays busy until it unmounts, so nothing flashes back to idle.
 */
export type SubmitOutcome = void | 'leaving';

/** What `useForm` gives a form component. */
export interface Form<Values> {
  /** The current values, one per field. */
  values: Values;
  /** `value` and `onChange` for a text input or text area bound to `name`. */
  field: <Name extends TextFieldName<Values>>(
    name: Name,
  ) => {
    value: Values[Name];
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** For controls that are not text (checkboxes, files, choices). */
  setValue: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  /** Set by the form's own checks and failures; cleared by `reset` only. */
  errors: FormErrors<Values>;
  setErrors: (
    errors: FormErrors<Values> | ((current: FormErrors<Values>) => FormErrors<Values>),
  ) => void;
  /**
   * True while a submitted action waits for something, until it settles (for good when it
   * resolves 'leaving').
   */
  submitting: boolean;
  /**
   * The form's `onSubmit`: no page load, no second run while one is under way, and the action
   * gets the values as they were submitted.
   */
  handleSubmit: (
    action: (values: Values) => SubmitOutcome | Promise<SubmitOutcome>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
  /** Back to `next` (default: the first values), with no errors and not submitting. */
  reset: (next?: Values) => void;
}

/** The state of one form: its values, its errors and whether it is being sent. */
export function useForm<Values extends object>(initial: Values): Form<Values> {
  const [first] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  // State lags a render behind: a second submit in the same tick must see the first one.
  const running = useRef(false);

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return {
    values,
    field: (name) => ({
      value: values[name],
      // `name` only names string fields, so the input's text is that field's type.
      onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
    }),
    setValue,
    errors,
    setErrors,
    submitting,
    handleSubmit: (action) => (event) => {
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      let settled = false;
      const settle = (outcome: SubmitOutcome) => {
        settled = true;
        if (outcome === 'leaving') {
          setSubmitting(true);
          return;
        }
        running.current = false;
        setSubmitting(false);
      };
      let result: SubmitOutcome | Promise<SubmitOutcome>;
      try {
        result = action(values);
      } catch (error) {
        settle(undefined);
        throw error;
      }
      if (!(result instanceof Promise)) {
        settle(result);
        return;
      }
      // An action reports its own failures; one that escapes is a bug, left to surface.
      void result.then(settle, (error: unknown) => {
        settle(undefined);
        throw error;
      });
      // Busy only once the action waits for something: one that returns straight away (a check
      // that failed) leaves the controls enabled, so focus stays where the person was typing.
      // A promise already settled has its reaction queued first, so it runs before this one.
      queueMicrotask(() => {
        if (!settled) setSubmitting(true);
      });
    },
    reset: (next = first) => {
      running.current = false;
      setValues(next);
      setErrors({});
      setSubmitting(false);
    },
  };
}
