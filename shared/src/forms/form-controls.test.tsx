import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { KinoraThemeProvider } from '@kinora/shared';
import { TextArea, TextField } from './form-controls';
import { SelectField } from './select-field';

const renderInTheme = (ui: ReactNode) => render(<KinoraThemeProvider>{ui}</KinoraThemeProvider>);

type Mode = 'blur' | 'show' | 'hide';
const MODES = [
  { value: 'blur', label: 'Blur and warn' },
  { value: 'show', label: 'Show' },
  { value: 'hide', label: 'Hide' },
] as const;

function ModeField({ onChange, error }: { onChange: (mode: Mode) => void; error?: string }) {
  const [mode, setMode] = useState<Mode>('blur');
  return (
    <SelectField
      label="Sensitive videos"
      hint="Hide leaves them out of every list."
      error={error}
      options={MODES}
      value={mode}
      onChange={(next) => {
        setMode(next);
        onChange(next);
      }}
    />
  );
}

describe('The form fields', () => {
  it('a text field is named by its label and described by its hint and its error', () => {
    renderInTheme(<TextField label="Name" hint="As people will see it." error="Too long." />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As people will see it. Too long.');
    expect(input).toBeInvalid();
  });

  it('a text area counts its characters beside its hint', () => {
    renderInTheme(
      <TextArea
        label="Rules"
        hint="Plain text."
        maxLength={20}
        showCount
        value="Be kind"
        readOnly
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Rules' })).toHaveAccessibleDescription(
      'Plain text.',
    );
    expect(screen.getByText('7 / 20')).toBeInTheDocument();
  });

  it('a field without a hint or an error is described by nothing and valid', () => {
    renderInTheme(<TextArea label="Description" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).not.toHaveAttribute('aria-describedby');
    expect(area).toBeValid();
  });

  it('a select field is named by its label, described by its hint, and answers the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderInTheme(<ModeField onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sensitive videos' });
    expect(select).toHaveAccessibleDescription('Hide leaves them out of every list.');
    expect(select).toHaveDisplayValue('Blur and warn');
    await user.selectOptions(select, 'Hide');
    expect(onChange).toHaveBeenCalledWith('hide');
    expect(select).toHaveDisplayValue('Hide');
    expect(select).toBeValid();
  });

  it('a select field with an error is invalid and says why', () => {
    renderInTheme(<ModeField onChange={jest.fn()} error="Choose one." />);
    const select = screen.getByRole('combobox', { name: 'Sensitive videos' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Hide leaves them out of every list. Choose one.');
  });
});
