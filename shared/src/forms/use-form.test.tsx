import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SubmitOutcome, useForm } from './use-form';

interface Values {
  name: string;
  notes: string;
  isPrivate: boolean;
}

const EMPTY: Values = { name: '', notes: '', isPrivate: false };

function NoteForm({
  onSend,
  onRender,
}: {
  onSend: (values: Values) => SubmitOutcome | Promise<SubmitOutcome>;
  onRender?: (submitting: boolean) => void;
}) {
  const form = useForm(EMPTY);
  onRender?.(form.submitting);
  return (
    <form
      onSubmit={form.handleSubmit(async (values) => {
        if (!values.name.trim()) {
          form.setErrors({ name: 'Enter a name.' });
          return undefined;
        }
        form.setErrors({});
        try {
          return await onSend(values);
        } catch {
          form.setErrors({ form: 'Could not send.' });
          return undefined;
        }
      })}
    >
      <label>
        Name
        <input {...form.field('name')} />
      </label>
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <label>
        Notes
        <textarea {...form.field('notes')} />
      </label>
      <label>
        <input
          type="checkbox"
          checked={form.values.isPrivate}
          onChange={(event) => form.setValue('isPrivate', event.target.checked)}
        />
        Private
      </label>
      {form.errors.form ? <p role="alert">{form.errors.form}</p> : null}
      <button type="submit">{form.submitting ? 'Sending...' : 'Send'}</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <button type="button" onClick={() => form.reset({ ...EMPTY, name: 'Saved' })}>
        Reset to saved
      </button>
    </form>
  );
}

/** A promise the test settles by hand, to look at the form while it is sending. */
function deferred() {
  let resolve: (outcome: SubmitOutcome) => void = () => undefined;
  let reject: (reason: Error) => void = () => undefined;
  const promise = new Promise<SubmitOutcome>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const setup = (
  onSend: (values: Values) => SubmitOutcome | Promise<SubmitOutcome>,
  onRender?: (submitting: boolean) => void,
) => {
  render(<NoteForm onSend={onSend} onRender={onRender} />);
  return { user: userEvent.setup() };
};

describe('useForm', () => {
  it('binds text fields and other values, and submits what was typed', async () => {
    const onSend = jest.fn();
    const { user } = setup(onSend);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Trip');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Long');
    await user.click(screen.getByRole('checkbox', { name: 'Private' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Trip');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Trip', notes: 'Long', isPrivate: true });
  });

  it('keeps field and form errors until the action replaces them', async () => {
    const onSend = jest.fn().mockRejectedValueOnce(new Error('offline'));
    const rendered: boolean[] = [];
    const { user } = setup(onSend, (submitting) => rendered.push(submitting));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    // A check that fails before the action waits never shows the form as busy.
    expect(rendered).not.toContain(true);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Trip');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send.');
  });

  it('is submitting while the action runs, and ignores a second submit meanwhile', async () => {
    const sending = deferred();
    const onSend = jest.fn(() => sending.promise);
    const { user } = setup(onSend);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Trip');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = screen.getByRole('button', { name: 'Sending...' });
    await user.click(busy);
    expect(onSend).toHaveBeenCalledTimes(1);

    sending.resolve(undefined);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('stays submitting after an action that resolves "leaving"', async () => {
    const onSend = jest.fn(() => Promise.resolve<SubmitOutcome>('leaving'));
    const { user } = setup(onSend);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Trip');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('resets to the first values or to given ones, clearing errors and the busy state', async () => {
    const onSend = jest.fn(() => Promise.resolve<SubmitOutcome>('leaving'));
    const { user } = setup(onSend);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Long');
    await user.click(screen.getByRole('checkbox', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Reset to saved' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Saved');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Private' })).not.toBeChecked();
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
