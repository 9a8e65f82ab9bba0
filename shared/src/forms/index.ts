// The form fields and the form state hook: what the pages that take input bundle (sign-in, the
// studio's editors, settings), a kit rather than the federated entry, so a first visit that only
// watches does not download them. `FormError` stays in the entry: dialogs use it.
export {
  TextField,
  TextArea,
  FileField,
  Checkbox,
  type CheckboxProps,
  type TextFieldProps,
  type TextAreaProps,
  type FileFieldProps,
} from './form-controls';
export { SelectField, selectStyles, type SelectFieldProps } from './select-field';
export {
  useForm,
  type Form,
  type FormErrors,
  type SubmitOutcome,
  type TextFieldName,
} from './use-form';
export { Switch, type SwitchProps } from './switch';
